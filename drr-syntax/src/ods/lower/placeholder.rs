//! Stand-ins for arguments and results whose constraint failed to lower
//! (the error is reported and fails the build): they keep an op's arity and
//! positions, so later stages report no follow-on errors.

use super::*;

/// The stand-in for an argument whose constraint failed (its error is
/// reported): what the spelling suggests (an attribute or property for
/// `…Attr…`/`…Prop…` names, an operand of the written multiplicity
/// otherwise), accepting anything. The op is `incomplete`, so its
/// verifier's trait checks are skipped, and the error fails the build, so
/// the stand-in never runs; it only keeps the op's arity and positions.
pub(super) fn placeholder_argument(v: &Value) -> ArgModelKind {
    let outer = match v {
        Value::Class(c) => c.name().to_string(),
        _ => String::new(),
    };
    if outer.contains("Attr") || outer.contains("Prop") {
        return ArgModelKind::Attr {
            constraint: placeholder_constraint(v, ConstraintKind::Attr),
            optional: true,
            default: None,
            prop: false,
        };
    }
    ArgModelKind::Operand {
        mult: placeholder_multiplicity(v),
        constraint: placeholder_constraint(v, ConstraintKind::Type),
        segments: None,
    }
}

/// The multiplicity a failed operand or result is written with.
pub(super) fn placeholder_multiplicity(v: &Value) -> Multiplicity {
    match v {
        Value::Class(c) if c.name() == "Variadic" || c.name() == "VariadicOfVariadic" => {
            Multiplicity::Variadic
        }
        Value::Class(c) if c.name() == "Optional" => Multiplicity::Optional,
        _ => Multiplicity::Single,
    }
}

/// `AnyType` or `AnyAttr`, spanned at the failed constraint `v`.
pub(super) fn placeholder_constraint(v: &Value, kind: ConstraintKind) -> Resolved {
    let span = v.span();
    let (ty, text) = match kind {
        ConstraintKind::Type => (quote_spanned!(span=> ::drr::ods::lib::AnyType), "AnyType"),
        ConstraintKind::Attr => (quote_spanned!(span=> ::drr::ods::lib::AnyAttr), "AnyAttr"),
    };
    Resolved {
        ty,
        text: text.to_string(),
        is_unit: false,
        buildable: false,
    }
}
