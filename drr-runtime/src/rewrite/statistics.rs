//! Per-pattern statistics of a greedy run
//! ([`GreedyConfig::statistics`](super::GreedyConfig::statistics)): for
//! each pattern, how often it was tried and applied, why it failed (by the
//! reason its match failure gave, MLIR's `notifyMatchFailure` message), and
//! the time spent in it; printable as a table
//! ([`GreedyResult::statistics_table`](super::GreedyResult::statistics_table)).
//!
//! The driver counts into [`Counters`], one per pattern of the frozen set,
//! indexed by [`PatternId`], and turns them into [`PatternStatistics`] at
//! the end of the run.

use std::fmt;
use std::time::Duration;

use rustc_hash::FxHashMap;

use super::pattern::PatternBenefit;
use super::pattern_set::{FrozenPatternSet, PatternId};

/// How many times a pattern failed for one reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FailureCount {
    /// The reason (the match failure's message).
    pub reason: String,
    /// How many times.
    pub count: u64,
}

/// What one pattern did during a greedy run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PatternStatistics {
    /// The pattern's debug name (`<unnamed #N>` for a pattern without one,
    /// `N` its index in the frozen set).
    pub pattern: String,
    /// Its benefit.
    pub benefit: PatternBenefit,
    /// Times it was tried.
    pub attempts: u64,
    /// Times it applied.
    pub successes: u64,
    /// Its failures by reason, most frequent first (ties in reason order).
    pub failures: Vec<FailureCount>,
    /// Time spent in it (matching and rewriting), over all attempts.
    pub time: Duration,
}

/// The label of pattern `id` of `set`: its debug name, or `<unnamed #id>`.
pub(crate) fn pattern_label(set: &FrozenPatternSet, id: PatternId) -> String {
    match set.pattern(id).debug_name() {
        "" => format!("<unnamed #{id}>"),
        name => name.to_string(),
    }
}

/// The driver's running counts for one pattern.
#[derive(Clone, Debug, Default)]
pub(crate) struct Counters {
    pub(crate) attempts: u64,
    pub(crate) successes: u64,
    pub(crate) failures: FxHashMap<String, u64>,
    pub(crate) time: Duration,
}

impl Counters {
    /// Records one attempt that took `time` and failed for `reason`
    /// (`None`: applied).
    pub(crate) fn record(&mut self, time: Duration, failure: Option<&str>) {
        self.attempts += 1;
        self.time += time;
        match failure {
            None => self.successes += 1,
            Some(reason) => match self.failures.get_mut(reason) {
                Some(n) => *n += 1,
                None => {
                    self.failures.insert(reason.to_string(), 1);
                }
            },
        }
    }

    /// Adds `other`'s counts (another region's run of the same set).
    pub(crate) fn merge(&mut self, other: Counters) {
        self.attempts += other.attempts;
        self.successes += other.successes;
        self.time += other.time;
        for (reason, n) in other.failures {
            *self.failures.entry(reason).or_default() += n;
        }
    }

    /// The statistics of pattern `id` of `set`.
    pub(crate) fn finish(self, set: &FrozenPatternSet, id: PatternId) -> PatternStatistics {
        let mut failures: Vec<FailureCount> = self
            .failures
            .into_iter()
            .map(|(reason, count)| FailureCount { reason, count })
            .collect();
        failures.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.reason.cmp(&b.reason)));
        PatternStatistics {
            pattern: pattern_label(set, id),
            benefit: set.benefit(id),
            attempts: self.attempts,
            successes: self.successes,
            failures,
            time: self.time,
        }
    }
}

/// [`PatternStatistics`] as a table: a header, then one line per pattern
/// that was tried (most attempts first, then by name), each followed by
/// its failures by reason, indented; then the totals. Patterns never tried
/// are left out.
#[derive(Clone, Copy, Debug)]
pub struct StatisticsTable<'a>(pub &'a [PatternStatistics]);

impl fmt::Display for StatisticsTable<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rows: Vec<&PatternStatistics> = self.0.iter().filter(|s| s.attempts > 0).collect();
        rows.sort_by(|a, b| {
            b.attempts
                .cmp(&a.attempts)
                .then_with(|| a.pattern.cmp(&b.pattern))
        });
        let width = rows
            .iter()
            .map(|s| s.pattern.chars().count())
            .chain(["pattern".len(), "total".len()])
            .max()
            .unwrap_or(0);
        writeln!(
            f,
            "{:<width$}  {:>8}  {:>9}  {:>8}  {:>11}",
            "pattern", "attempts", "successes", "failures", "time (ms)"
        )?;
        let (mut attempts, mut successes, mut time) = (0, 0, Duration::ZERO);
        for s in &rows {
            writeln!(
                f,
                "{:<width$}  {:>8}  {:>9}  {:>8}  {:>11.3}",
                s.pattern,
                s.attempts,
                s.successes,
                s.attempts - s.successes,
                s.time.as_secs_f64() * 1e3
            )?;
            for failure in &s.failures {
                writeln!(f, "    {:>8} x {}", failure.count, failure.reason)?;
            }
            attempts += s.attempts;
            successes += s.successes;
            time += s.time;
        }
        writeln!(
            f,
            "{:<width$}  {:>8}  {:>9}  {:>8}  {:>11.3}",
            "total",
            attempts,
            successes,
            attempts - successes,
            time.as_secs_f64() * 1e3
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table lists tried patterns by attempts, their failures by
    /// reason below each, and the totals; untried patterns are left out.
    #[test]
    fn table_layout() {
        let stats = [
            PatternStatistics {
                pattern: "Fold".into(),
                benefit: 1,
                attempts: 3,
                successes: 1,
                failures: vec![FailureCount {
                    reason: "operand is not a constant".into(),
                    count: 2,
                }],
                time: Duration::from_micros(1500),
            },
            PatternStatistics {
                pattern: "Never".into(),
                ..PatternStatistics::default()
            },
            PatternStatistics {
                pattern: "AddZeroToSelf".into(),
                benefit: 2,
                attempts: 5,
                successes: 5,
                failures: Vec::new(),
                time: Duration::from_micros(250),
            },
        ];
        let table = StatisticsTable(&stats).to_string();
        assert_eq!(
            table,
            "\
pattern        attempts  successes  failures    time (ms)
AddZeroToSelf         5          5         0        0.250
Fold                  3          1         2        1.500
           2 x operand is not a constant
total                 8          6         2        1.750
"
        );
    }
}
