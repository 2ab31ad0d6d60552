-- Distance search: earthdistance (on cube) exists in PostgreSQL's contrib and in PGlite alike.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
