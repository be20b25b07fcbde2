/**
 * PIN codes checked by hand against India Post's directory, where the published copies disagree
 * with themselves. The generator of content/pincodes/directory.json applies the district
 * corrections and refuses to write a table in which a known code lands in another city.
 */

/**
 * The district of a PIN code that the source lists under more than one district (its offices
 * were moved when districts were split). 201301 and 201303 are Noida: Gautam Buddha Nagar was
 * carved out of Ghaziabad in 1997, and one office of each still carries the old district.
 * 110078 (Dwarka, Najafgarh side) is split evenly between West and South West Delhi. The
 * directory still files the post offices of Nuh (Mewat) district, cut from Gurgaon in 2005, under
 * Gurgaon: Nuh, Tauru, Ferozepur Jhirka, Nagina and Punhana are an hour or more from Gurugram.
 */
export const DISTRICT_CORRECTIONS: Readonly<Record<string, string>> = {
  '201301': 'Gautam Buddha Nagar',
  '201303': 'Gautam Buddha Nagar',
  '110078': 'South West Delhi',
  '122104': 'Nuh',
  '122105': 'Nuh',
  '122107': 'Nuh',
  '122108': 'Nuh',
  '122508': 'Nuh',
}

/** Known PIN codes and the served city each belongs to, checked by hand. */
export const KNOWN_PINCODE_CITIES: Readonly<Record<string, string>> = {
  '110001': 'Delhi',
  '110017': 'Delhi',
  '110075': 'Delhi',
  '122001': 'Gurgaon',
  '122003': 'Gurgaon',
  '122018': 'Gurgaon',
  '201301': 'Noida',
  '201303': 'Noida',
  '201310': 'Noida',
  '121001': 'Faridabad',
  '121002': 'Faridabad',
  '201001': 'Ghaziabad',
  '201010': 'Ghaziabad',
}
