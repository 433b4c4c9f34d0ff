// Wire shapes of the REST contract (SPEC.md section 7): the spec's text forms, nothing internal.
import type { AdSpot, ContactSubmission, Faq, Provider, Resource, User } from '../entities';

export function providerJson(p: Provider) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    type: p.type,
    imageUrl: p.imageUrl,
    badge: p.badge,
    rating: p.rating,
    features: p.features,
    priceRange: p.priceRange,
    serviceArea: p.serviceArea,
    description: p.description,
    shortDescription: p.shortDescription,
    bookingUrl: p.bookingUrl,
    mapCenter: p.mapCenter,
    defaultZoom: p.defaultZoom,
    routePoints: p.routePoints,
    routeColor: p.routeColor,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** The admin table's columns: id, name, type, serviceArea, rating, badge. */
export function providerRowJson(p: Provider) {
  return { id: p.id, name: p.name, type: p.type, serviceArea: p.serviceArea, rating: p.rating, badge: p.badge };
}

export function resourceJson(r: Resource) {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    imageUrl: r.imageUrl,
    type: r.type,
    linkUrl: r.linkUrl,
    linkText: r.linkText,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** Public FAQ list: id, question, answer. */
export function faqJson(f: Faq) {
  return { id: f.id, question: f.question, answer: f.answer };
}

export function adminFaqJson(f: Faq) {
  return { id: f.id, question: f.question, answer: f.answer, createdAt: f.createdAt };
}

export function contactJson(c: ContactSubmission) {
  return { id: c.id, name: c.name, email: c.email, subject: c.subject, message: c.message, isRead: c.isRead, createdAt: c.createdAt };
}

export function adSpotJson(a: AdSpot) {
  return {
    id: a.id,
    name: a.name,
    location: a.location,
    adType: a.adType,
    adCode: a.adCode,
    imageUrl: a.imageUrl,
    linkUrl: a.linkUrl,
    isEnabled: a.isEnabled,
    dimensions: a.dimensions,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/** A user without any password material. */
export function userJson(u: User) {
  return { id: u.id, username: u.username, isAdmin: u.isAdmin, createdAt: u.createdAt };
}
