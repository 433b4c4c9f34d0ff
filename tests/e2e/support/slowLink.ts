// A slow phone connection in front of the site (Lighthouse's mobile profile by default): the proxy
// lives in bench/slowLink.js, plain Node, so bench/first-visit.js runs the same one.
export { startSlowLink, type SlowLink, type SlowLinkOptions } from '../../../bench/slowLink';
