/**
 * Where the server runs: Johannesburg, Google Cloud's only region in Africa, the nearest to shops
 * in Ghana and Nigeria (docs/firebase.md, 'Deploy the server'). A trigger must run in the region of
 * its Firestore database, so a project whose database is elsewhere sets both alike.
 */
export const REGION = 'africa-south1';
