//! Differential tests of the `arith` folders against mlir-opt-22.
//!
//! `tests/fold_tables/*.tsv` were recorded by
//! `scripts/gen-arith-fold-tables.py` (see its docs for the format): each
//! line is one op applied to constants (or to function arguments, for the
//! identity folds) and what `mlir-opt-22 --canonicalize` folded it to.
//! Each case is run through the folder of its op, the result converted to
//! a runtime attribute and printed by the runtime's printer, and compared
//! with mlir-opt's text.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use drr_arith::numerics::attribute::{constant_from_attr, constant_to_attr, value_type};
use drr_arith::numerics::fold::{
    self, CmpFPredicate, CmpIPredicate, FastMathFlags, Fold, Operands,
};
use drr_arith::numerics::{Constant, RoundingMode, ScalarType, ValueType};
use drr_runtime::Context;
use drr_runtime::text::{parse_attribute, parse_type, print_attribute};

/// One operand of a case.
struct Operand {
    /// The argument's name (`%a`) for a non-constant operand.
    arg: Option<String>,
    /// The constant, for a constant operand.
    constant: Option<Constant>,
    /// The operand's type.
    ty: ValueType,
}

fn no_ir() -> Option<Fold> {
    None
}

fn parse_operand(ctx: &mut Context, text: &str) -> Result<Operand, String> {
    if let Some(rest) = text.strip_prefix('%') {
        let (name, ty) = rest.split_once(" : ").ok_or("bad argument")?;
        let ty = parse_type(ctx, ty).map_err(|e| format!("{e:?}"))?;
        let ty = value_type(ctx, ty).ok_or("unsupported argument type")?;
        return Ok(Operand {
            arg: Some(format!("%{name}")),
            constant: None,
            ty,
        });
    }
    let attr = parse_attribute(ctx, text).map_err(|e| format!("parse {text}: {e:?}"))?;
    let constant =
        constant_from_attr(ctx, attr).ok_or_else(|| format!("no constant for {text}"))?;
    let ty = constant.ty().ok_or_else(|| format!("{text} has no type"))?;
    Ok(Operand {
        arg: None,
        ty,
        constant: Some(constant),
    })
}

/// The text mlir-opt prints for a fold outcome.
fn outcome_text(ctx: &mut Context, ops: &[Operand], fold: &Fold) -> String {
    match fold {
        Fold::Operand(k) => match &ops[*k].arg {
            Some(name) => name.clone(),
            None => constant_text(ctx, ops[*k].constant.as_ref().unwrap()),
        },
        Fold::Constant(c) => constant_text(ctx, c),
        Fold::SwapOperands { predicate } => format!("swap {}", predicate.name()),
        Fold::Updated => "updated".to_string(),
    }
}

fn constant_text(ctx: &mut Context, c: &Constant) -> String {
    match constant_to_attr(ctx, c) {
        Some(attr) => print_attribute(ctx, attr),
        // Wider than the runtime's integer storage: print the value as
        // MLIR does for a scalar.
        None => match c {
            Constant::Int {
                ty: ScalarType::Int(w),
                value,
            } => {
                format!("{} : i{w}", value.to_string_signed())
            }
            _ => "<unstorable>".to_string(),
        },
    }
}

fn rounding(name: &str) -> Option<RoundingMode> {
    Some(match name {
        "to_nearest_even" => RoundingMode::NearestTiesToEven,
        "downward" => RoundingMode::TowardNegative,
        "upward" => RoundingMode::TowardPositive,
        "toward_zero" => RoundingMode::TowardZero,
        "to_nearest_away" => RoundingMode::NearestTiesToAway,
        _ => return None,
    })
}

fn fastmath(text: &str) -> FastMathFlags {
    let mut flags = FastMathFlags::NONE;
    for f in text.split(',') {
        flags = flags
            | match f {
                "reassoc" => FastMathFlags::REASSOC,
                "nnan" => FastMathFlags::NNAN,
                "ninf" => FastMathFlags::NINF,
                "nsz" => FastMathFlags::NSZ,
                "arcp" => FastMathFlags::ARCP,
                "contract" => FastMathFlags::CONTRACT,
                "afn" => FastMathFlags::AFN,
                "fast" => FastMathFlags::FAST,
                _ => FastMathFlags::NONE,
            };
    }
    flags
}

/// Runs one case; the outcome texts (`nofold` if the folder refused).
fn run_case(
    ctx: &mut Context,
    op: &str,
    attrs: &str,
    results: &[ValueType],
    ops: &[Operand],
) -> Vec<String> {
    let c = |i: usize| ops.get(i).and_then(|o| o.constant.as_ref());
    // The same SSA value: the same argument, or equal constants (the
    // canonicalizer uniques constants before it folds their users).
    let same = |i: usize, j: usize| {
        (ops[i].arg.is_some() && ops[i].arg == ops[j].arg)
            || (ops[i].constant.is_some() && ops[i].constant == ops[j].constant)
    };
    let bin = || Operands {
        lhs: c(0),
        rhs: c(1),
        same: same(0, 1),
    };
    let r0 = &results[0];
    let single: Option<Fold> = match op {
        "addi" => fold::addi(bin(), no_ir),
        "subi" => fold::subi(bin(), r0, no_ir),
        "muli" => fold::muli(bin()),
        "divui" => fold::divui(bin(), no_ir),
        "divsi" => fold::divsi(bin(), no_ir),
        "ceildivui" => fold::ceildivui(bin()),
        "ceildivsi" => fold::ceildivsi(bin()),
        "floordivsi" => fold::floordivsi(bin()),
        "remui" => fold::remui(bin()),
        "remsi" => fold::remsi(bin()),
        "andi" => fold::andi(bin(), no_ir),
        "ori" => fold::ori(bin(), no_ir),
        "xori" => fold::xori(bin(), r0, no_ir),
        "shli" => fold::shli(bin()),
        "shrui" => fold::shrui(bin()),
        "shrsi" => fold::shrsi(bin()),
        "maxsi" => fold::maxsi(bin()),
        "maxui" => fold::maxui(bin()),
        "minsi" => fold::minsi(bin()),
        "minui" => fold::minui(bin()),
        "addui_extended" | "mulsi_extended" | "mului_extended" => {
            let r = match op {
                "addui_extended" => fold::addui_extended(bin(), &results[1]),
                "mulsi_extended" => fold::mulsi_extended(bin()),
                _ => fold::mului_extended(bin(), &ops[0].ty),
            };
            return match r {
                Some(folds) => folds.iter().map(|f| outcome_text(ctx, ops, f)).collect(),
                None => vec!["nofold".to_string()],
            };
        }
        "cmpi" => {
            let pred = CmpIPredicate::ALL
                .into_iter()
                .find(|p| p.name() == attrs)
                .unwrap();
            let folded = fold::cmpi(pred, bin(), ops[0].ty.element(), r0, no_ir);
            if let Some(Fold::SwapOperands { predicate }) = folded {
                // The driver folds the updated op again, as MLIR's does.
                let swapped = Operands {
                    lhs: c(1),
                    rhs: c(0),
                    same: same(0, 1),
                };
                let again = fold::cmpi(predicate, swapped, ops[0].ty.element(), r0, no_ir);
                return match again {
                    None => vec![format!("swap {}", predicate.name())],
                    Some(Fold::Operand(k)) => vec![outcome_text(ctx, ops, &Fold::Operand(1 - k))],
                    Some(f) => vec![outcome_text(ctx, ops, &f)],
                };
            }
            folded
        }
        "cmpf" => {
            let pred = CmpFPredicate::ALL
                .into_iter()
                .find(|p| p.name() == attrs)
                .unwrap();
            fold::cmpf(pred, c(0), c(1))
        }
        "negf" => fold::negf(c(0), no_ir),
        "addf" => fold::addf(bin(), None),
        "subf" => fold::subf(bin(), None),
        "mulf" => fold::mulf(bin(), fastmath(attrs), None),
        "divf" => fold::divf(bin(), None),
        "remf" => fold::remf(bin()),
        "maximumf" => fold::maximumf(bin()),
        "maxnumf" => fold::maxnumf(bin()),
        "minimumf" => fold::minimumf(bin()),
        "minnumf" => fold::minnumf(bin()),
        "extui" => fold::extui(c(0), r0, no_ir),
        "extsi" => fold::extsi(c(0), r0, no_ir),
        "trunci" => fold::trunci(c(0), r0, no_ir),
        "extf" => fold::extf(c(0), r0, no_ir),
        "truncf" => fold::truncf(c(0), r0, rounding(attrs), no_ir),
        "sitofp" => fold::sitofp(c(0), r0),
        "uitofp" => fold::uitofp(c(0), r0),
        "fptosi" => fold::fptosi(c(0), r0),
        "fptoui" => fold::fptoui(c(0), r0),
        "index_cast" => fold::index_cast(c(0), r0, no_ir),
        "index_castui" => fold::index_castui(c(0), r0, no_ir),
        "bitcast" => fold::bitcast(c(0), r0),
        "select" => fold::select(c(0), c(1), c(2), same(1, 2), Some(r0), no_ir),
        other => panic!("unknown op {other}"),
    };
    match single {
        Some(f) => vec![outcome_text(ctx, ops, &f)],
        None => vec!["nofold".to_string()],
    }
}

/// Runs every case of `table`; returns (cases, failures report).
fn check_table(table: &str) -> (usize, usize, String) {
    let mut report = String::new();
    let mut per_op: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = 0;
    let mut cases = 0;
    for (lineno, line) in table.lines().enumerate() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        cases += 1;
        let fields: Vec<&str> = line.split('\t').collect();
        let arrow = fields.iter().position(|f| *f == "=>").expect("=>");
        let (op, attrs) = (fields[0], fields[1]);
        let mut ctx = Context::new();
        let results: Vec<ValueType> = fields[2]
            .split(';')
            .map(|t| {
                let ty = parse_type(&mut ctx, t).expect("result type");
                value_type(&ctx, ty).expect("result value type")
            })
            .collect();
        let ops: Result<Vec<Operand>, String> = fields[3..arrow]
            .iter()
            .map(|t| parse_operand(&mut ctx, t))
            .collect();
        let expected: Vec<String> = fields[arrow + 1..].iter().map(|s| s.to_string()).collect();
        let got = match ops {
            Ok(ops) => run_case(&mut ctx, op, attrs, &results, &ops),
            Err(e) => vec![format!("error: {e}")],
        };
        let entry = per_op.entry(op.to_string()).or_default();
        entry.0 += 1;
        if got != expected {
            if let Ok(path) = std::env::var("ARITH_FOLD_FAILURES") {
                use std::io::Write as _;
                let mut f = std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(path)
                    .unwrap();
                let _ = writeln!(f, "{line}\n    got {got:?}");
            }
            failures += 1;
            entry.1 += 1;
            if entry.1 <= 8 {
                let _ = writeln!(
                    report,
                    "line {}: {}\n    expected {:?}\n    got      {:?}",
                    lineno + 1,
                    line,
                    expected,
                    got
                );
            }
        }
    }
    for (op, (n, bad)) in &per_op {
        if *bad > 0 {
            let _ = writeln!(report, "{op}: {bad} of {n} cases differ");
        }
    }
    (cases, failures, report)
}

fn check(name: &str, table: &str) {
    let (cases, failures, report) = check_table(table);
    assert!(cases > 0, "{name}: no cases");
    assert_eq!(
        failures, 0,
        "{name}: {failures} of {cases} cases differ from mlir-opt-22\n{report}"
    );
}

#[test]
fn integer_ops_match_mlir_opt() {
    check("int", include_str!("fold_tables/int.tsv"));
}

#[test]
fn cmpi_matches_mlir_opt() {
    check("cmpi", include_str!("fold_tables/cmpi.tsv"));
}

#[test]
fn float_ops_match_mlir_opt() {
    check("float", include_str!("fold_tables/float.tsv"));
}

#[test]
fn cmpf_matches_mlir_opt() {
    check("cmpf", include_str!("fold_tables/cmpf.tsv"));
}

#[test]
fn casts_match_mlir_opt() {
    check("cast", include_str!("fold_tables/cast.tsv"));
}

#[test]
fn select_matches_mlir_opt() {
    check("select", include_str!("fold_tables/select.tsv"));
}
