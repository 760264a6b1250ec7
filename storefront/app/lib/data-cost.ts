/**
 * What a download costs a learner on prepaid data. Learners in Papua New Guinea pay about 0.10 to 1.00 toea per MB,
 * the poorest the most (docs/png-context); the rate comes from DATA_PRICE_KINA_PER_GB.
 */
export type DataCost = { kilobytes: number; toea: number };

const BYTES_PER_GB = 1_000_000_000;

export function dataCostOf(bytes: number, kinaPerGb: number): DataCost {
  return {
    kilobytes: Math.max(1, Math.round(bytes / 1024)),
    // 100 toea to the kina.
    toea: (bytes / BYTES_PER_GB) * kinaPerGb * 100,
  };
}
