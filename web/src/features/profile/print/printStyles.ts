/**
 * The print view's style sheet, set as the text of a <style> in the frame (no user text
 * in it): A4 pages with calm type, sections kept whole where they fit.
 */
export const PRINT_STYLES = `
@page { size: A4; margin: 16mm 18mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 10.5pt/1.45 'Helvetica Neue', Arial, sans-serif; color: #1a1a1a; }
h1 { margin: 0; font: 600 22pt/1.15 Georgia, 'Times New Roman', serif; }
h2 { margin: 0 0 4pt; padding-bottom: 2pt; border-bottom: 1px solid #c9c4bc; font-size: 11pt; color: #7a2f28; }
h3 { margin: 0; font-size: 10.5pt; }
p { margin: 0; }
.cv-header { margin-bottom: 10pt; }
.cv-title { margin-top: 2pt; font-size: 12pt; color: #444; }
.cv-contact { margin-top: 4pt; color: #555; }
.cv-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); border: 0; }
.cv-section { margin-top: 10pt; break-inside: avoid-page; }
.cv-entry { margin-top: 5pt; break-inside: avoid; }
.cv-meta { color: #666; font-size: 9.5pt; }
.cv-text { white-space: pre-line; }
`;
