// EU pay transparency (directive 2023/970, in force in Spain from June 2026): an employer may
// not ask candidates about their pay history. An offer's extra question that does is refused;
// asking what they expect to earn ("pretensiones salariales") is allowed.

const PAY =
  /\b(salario|salarial|salariales|sueldo|retribucion|remuneracion|nomina|paga|pagaban|cobras|cobrabas|ganas|ganabas|percibes|percibias)\b/;
const PAST_OR_CURRENT =
  /\b(actual|actualmente|anterior|anteriores|previo|previa|pasado|ultimo|ultima|historial|historico|cobras|cobrabas|ganas|ganabas|percibes|percibias|pagaban)\b/;
const HOW_MUCH = /\bcuanto (cobras|cobrabas|ganas|ganabas|te pagan|te pagaban|percibes|percibias)\b/;

/** Lower case without accents, so "¿Cuánto cobrabas?" reads as "¿cuanto cobrabas?". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether a question asks a candidate what they earn or earned. */
export function asksPayHistory(question: string): boolean {
  const text = plain(question);
  return HOW_MUCH.test(text) || (PAY.test(text) && PAST_OR_CURRENT.test(text));
}
