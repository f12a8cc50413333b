/** A slide's fields as the form sends them (no id, no token). */
export const summerSlide = {
  title: 'Summer',
  head_title: 'Discover',
  subtitle: 'Festivals near you',
  button1_content: 'See events',
  button1_url: 'https://example.org/events',
  button2_content: 'Add yours',
  button2_url: 'https://example.org/add',
  image_url: 'https://example.org/summer.jpg',
};
