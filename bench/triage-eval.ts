import { fileURLToPath } from 'node:url'
import { triage } from '../core/assistant/triage.ts'
import { DEVELOPMENT_PARTS, type Evaluation, type Part, evaluate, formatEvaluation, readPart } from '../content/triage-eval/evaluate.ts'
import type { Figure } from './figure.ts'

/**
 * The assistant's triage on the evaluation corpus (issue 34, decision 0066): the confusion matrix
 * of the development parts (`dev`, and writers C's to GX's supplements `dev-c` to `dev-gx`) and of
 * the frozen part, and against the goals their emergency recall (100%) and false emergencies among
 * routine messages (under 10%). The frozen part is shown as counts and ids only. `npx tsx bench/triage-eval.ts
 * --dev-mistakes` lists the development parts' mistakes with their texts, to study, and does not
 * grade the frozen part; there is no such option for the frozen part.
 */
function figures(evaluation: Evaluation, rulesAlone: Evaluation): Figure[] {
  return [
    {
      name: `triage-${evaluation.part}-emergency-recall`,
      value: Number((evaluation.emergencyRecall * 100).toFixed(1)),
      unit: '%',
      budget: 100,
      limit: 'at-least',
      note: `${evaluation.matrix.emergency.emergency} of ${evaluation.matrix.emergency.emergency + evaluation.matrix.emergency.soon + evaluation.matrix.emergency.routine} emergencies`,
      // The rules without the learned second opinion (decision 0066): what the second opinion adds.
      details: { matrix: evaluation.matrix, missedEmergencies: evaluation.missedEmergencies, rulesAlone: rulesAlone.matrix },
    },
    {
      name: `triage-${evaluation.part}-false-emergencies`,
      value: Number((evaluation.falseEmergencyRate * 100).toFixed(1)),
      unit: '% of routine',
      budget: 9.9,
      limit: 'at-most',
      note: `${evaluation.matrix.routine.emergency} of ${evaluation.matrix.routine.emergency + evaluation.matrix.routine.soon + evaluation.matrix.routine.routine} routine messages; goal under 10%`,
      details: { falseEmergencies: evaluation.falseEmergencies },
    },
  ]
}

export async function measureTriageEval(): Promise<Figure[]> {
  const parts: Part[] = [...DEVELOPMENT_PARTS, 'frozen']
  const evaluations = parts.map((part) => evaluate(part, readPart(part)))
  const rulesAlone = parts.map((part) => evaluate(part, readPart(part), { secondOpinion: null }))
  const empty = evaluations.filter((evaluation) => evaluation.total === 0).map((evaluation) => evaluation.part)
  if (empty.length > 0) throw new Error(`no corpus part ${empty.join(', ')}: run \`node content/triage-eval/split.ts\` after the writers’ files are in (dev-c.jsonl to dev-gx.jsonl are writers C's to GX's, outside the split)`)
  evaluations.forEach((evaluation, index) => console.log(`${formatEvaluation(evaluation)}\nthe rules alone, without the second opinion:\n${formatEvaluation(rulesAlone[index] as Evaluation)}`))
  return evaluations.flatMap((evaluation, index) => figures(evaluation, rulesAlone[index] as Evaluation))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { formatFigure } = await import('./figure.ts')
  if (process.argv.includes('--dev-mistakes')) {
    // The development parts only: the frozen part is not graded on this path at all.
    for (const part of DEVELOPMENT_PARTS) {
      console.log(formatEvaluation(evaluate(part, readPart(part))))
      for (const message of readPart(part)) {
        const result = triage(message.message, message.pet)
        if (result.urgency !== message.label) console.log(`${message.id}\t${message.label} -> ${result.urgency}\t[${message.pet.category}, ${message.pet.age}]\t${message.message}\t{${result.flags.map((flag) => flag.id).join(',')}}`)
      }
    }
  } else {
    for (const figure of await measureTriageEval()) console.log(formatFigure(figure))
  }
}
