// Nunito and JetBrains Mono, self-hosted from the npm registry: no font CDN. Importing this module
// adds the faces; a browser downloads a face only when a text uses it.
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-600.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
import '@fontsource/nunito/latin-ext-400.css';
import '@fontsource/nunito/latin-ext-600.css';
import '@fontsource/nunito/latin-ext-700.css';
import '@fontsource/nunito/latin-ext-800.css';
import '@fontsource/jetbrains-mono/latin-400.css';
