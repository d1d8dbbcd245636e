//! ODS's semantic rules, checked on the lowered [`Model`]: unique record
//! and argument names, variadic groups that can be sized, traits that agree
//! with the signature, a dialect to prefix op names. Checks only report;
//! the model is left as is.

use std::collections::HashMap;

use super::Ctxt;
use super::lower::{ArgModelKind, Model, Multiplicity, OpModel};

/// Runs every check; errors go to `cx`.
pub fn check(cx: &Ctxt, model: &Model) {
    let mut seen: HashMap<String, ()> = HashMap::new();
    for n in &model.names {
        if seen.insert(n.to_string(), ()).is_some() {
            cx.error(n.span(), format!("duplicate definition of record `{n}`"));
        }
    }
    if model.dialect.is_none()
        && let Some(op) = model.ops.first()
    {
        cx.error(
                op.name.span(),
                "ops need a dialect: add `dialect NAME;` to the `ods!` block (op names become `NAME.mnemonic`)",
            );
    }
    let mut mnemonics: HashMap<String, ()> = HashMap::new();
    for op in &model.ops {
        // With ops of two dialects (already an error), a mnemonic of both
        // is no duplicate.
        if mnemonics.insert(op.mnemonic.value(), ()).is_some() && !model.several_dialects {
            cx.error(
                op.mnemonic.span(),
                format!("duplicate op mnemonic \"{}\"", op.mnemonic.value()),
            );
        }
        check_op(cx, op);
    }
}

fn check_op(cx: &Ctxt, op: &OpModel) {
    let opname = &op.name;
    let mnemonic = op.mnemonic.value();
    if mnemonic.is_empty() || mnemonic.contains(char::is_whitespace) {
        cx.error(
            op.mnemonic.span(),
            "an op mnemonic must be non-empty and contain no spaces",
        );
    }
    // Names: unique across arguments, results, regions and successors.
    let mut names: HashMap<String, &'static str> = HashMap::new();
    let all = op
        .args
        .iter()
        .filter(|a| a.named)
        .map(|a| (&a.name, "argument"))
        .chain(
            op.results
                .iter()
                .filter(|r| r.named)
                .map(|r| (&r.name, "result")),
        )
        .chain(op.regions.iter().map(|r| (&r.name, "region")))
        .chain(op.successors.iter().map(|s| (&s.name, "successor")));
    for (name, what) in all {
        let key = name.to_string();
        if let Some(prev) = names.get(&key) {
            cx.error(
                name.span(),
                format!(
                    "duplicate {what} name `${key}` in op `{opname}` (already used by {} {prev})",
                    if prev.starts_with(['a', 'e', 'i', 'o', 'u']) {
                        "an"
                    } else {
                        "a"
                    }
                ),
            );
        } else {
            names.insert(key, what);
        }
    }
    let attr_sized = op.trait_ident("AttrSizedOperandSegments");
    let same_size = op.trait_ident("SameVariadicOperandSize");
    if let (Some(_), Some(s)) = (attr_sized, same_size) {
        cx.error(
            s.span(),
            "`SameVariadicOperandSize` contradicts `AttrSizedOperandSegments`: use one of them",
        );
    }
    if let (Some(_), Some(s)) = (
        op.trait_ident("AttrSizedResultSegments"),
        op.trait_ident("SameVariadicResultSize"),
    ) {
        cx.error(
            s.span(),
            "`SameVariadicResultSize` contradicts `AttrSizedResultSegments`: use one of them",
        );
    }
    // `VariadicOfVariadic<T, "attr">`: `attr` names an attribute argument
    // (mlir-tblgen's accessor reads it through its getter).
    for a in &op.args {
        if let ArgModelKind::Operand {
            segments: Some(attr),
            ..
        } = &a.kind
        {
            let n = attr.value();
            let is_attr = op
                .args
                .iter()
                .any(|b| b.named && b.name == n && matches!(b.kind, ArgModelKind::Attr { .. }));
            if !is_attr {
                cx.error(
                    attr.span(),
                    format!("`VariadicOfVariadic` operand `${}` is sized by attribute `{n}`, but op `{opname}` has no attribute argument `${n}`; declare it, e.g. `DenseI32ArrayAttr:${n}`", a.name),
                );
            }
        }
    }
    // Variadic operand groups.
    let variadic_operands: Vec<_> = op
        .args
        .iter()
        .filter(|a| matches!(a.kind, ArgModelKind::Operand { mult, .. } if mult != Multiplicity::Single))
        .collect();
    if variadic_operands.len() > 1 && attr_sized.is_none() && same_size.is_none() {
        let second = &variadic_operands[1].name;
        cx.error(
            second.span(),
            format!("op `{opname}` has more than one variadic or optional operand (`${}` and `${second}`); it needs the `AttrSizedOperandSegments` or `SameVariadicOperandSize` trait", variadic_operands[0].name),
        );
    }
    let variadic_results: Vec<_> = op
        .results
        .iter()
        .filter(|r| r.mult != Multiplicity::Single)
        .collect();
    if variadic_results.len() > 1
        && !op.has_trait("AttrSizedResultSegments")
        && !op.has_trait("SameVariadicResultSize")
    {
        let second = &variadic_results[1].name;
        cx.error(
            second.span(),
            format!("op `{opname}` has more than one variadic or optional result (`${}` and `${second}`); it needs the `AttrSizedResultSegments` or `SameVariadicResultSize` trait", variadic_results[0].name),
        );
    }
    if op.has_trait("AttrSizedResultSegments")
        && let Some(a) = op.args.iter().find(|a| a.name == "resultSegmentSizes")
    {
        cx.error(
            a.name.span(),
            "`resultSegmentSizes` is reserved by the `AttrSizedResultSegments` trait",
        );
    }
    if attr_sized.is_some()
        && let Some(a) = op.args.iter().find(|a| a.name == "operandSegmentSizes")
    {
        cx.error(
            a.name.span(),
            "`operandSegmentSizes` is reserved by the `AttrSizedOperandSegments` trait",
        );
    }
    // The segment sizes' name before MLIR 18, which older ODS files (as
    // OneFlow's `OneFlowBase.td`) list as an argument next to the trait:
    // MLIR's generated property code takes it for the trait's sizes, and
    // mlir-tblgen-22 rejects the op ("Unexpected overlap when generating
    // `getOperandSegmentSizesAttrName`"). (`result_segment_sizes` next to
    // `AttrSizedResultSegments` is accepted: an attribute of its own.)
    if attr_sized.is_some()
        && let Some(a) = op.args.iter().find(|a| a.name == "operand_segment_sizes")
    {
        cx.error(
            a.name.span(),
            "`operand_segment_sizes` is the old name of the `AttrSizedOperandSegments` trait's `operandSegmentSizes`, which holds the operand segment sizes (mlir-tblgen-22: \"Unexpected overlap when generating `getOperandSegmentSizesAttrName`\"): remove the argument, or rename it",
        );
    }
    let num_operands = op
        .args
        .iter()
        .filter(|a| matches!(a.kind, ArgModelKind::Operand { .. }))
        .count();
    let num_attrs = op.args.len() - num_operands;
    // The signature lacks what was left out after an error.
    if !op.incomplete {
        check_trait_signature(cx, op, num_operands, num_attrs);
    }
    // An op with successors that is not a terminator is accepted, as
    // mlir-tblgen accepts it (MLIR's test dialect has one): every use of it
    // is the verifier's error ("successors in non-terminator").
    for (i, r) in op.regions.iter().enumerate() {
        if r.variadic && i + 1 != op.regions.len() {
            cx.error(r.name.span(), "only the last region may be variadic");
        }
    }
    for (i, s) in op.successors.iter().enumerate() {
        if s.variadic && i + 1 != op.successors.len() {
            cx.error(s.name.span(), "only the last successor may be variadic");
        }
    }
    if op.has_folder.is_some() && op.folder.is_some() {
        cx.error(
            opname.span(),
            "set either `hasFolder` or `folder`, not both",
        );
    }
    if op.has_verifier.is_some() && op.verifier.is_some() {
        cx.error(
            opname.span(),
            "set either `hasVerifier` or `verifier`, not both",
        );
    }
}

/// The traits that need operands, results or attributes, against the
/// signature.
fn check_trait_signature(cx: &Ctxt, op: &OpModel, num_operands: usize, num_attrs: usize) {
    let opname = &op.name;
    if let Some(t) = op.trait_ident("SameOperandsAndResultType") {
        if op.results.is_empty() {
            cx.error(t.span(), format!("trait `SameOperandsAndResultType` contradicts the signature: op `{opname}` has no results"));
        } else if num_operands == 0 {
            cx.error(t.span(), format!("trait `SameOperandsAndResultType` contradicts the signature: op `{opname}` has no operands"));
        }
    }
    if let Some(t) = op.trait_ident("ConstantLike") {
        if num_operands != 0 {
            cx.error(t.span(), format!("trait `ConstantLike` contradicts the signature: a constant-like op takes no operands, but `{opname}` has {num_operands}"));
        }
        if op.results.len() != 1 || op.results[0].mult != Multiplicity::Single {
            cx.error(t.span(), "trait `ConstantLike` contradicts the signature: a constant-like op has exactly one result".to_string());
        }
    }
    if let Some(t) = op.trait_ident("FirstAttrDerivedResultType")
        && num_attrs == 0
    {
        cx.error(t.span(), format!("trait `FirstAttrDerivedResultType` contradicts the signature: op `{opname}` has no attributes"));
    }
    if let Some(t) = op.trait_ident("SameTypeOperands")
        && num_operands == 0
    {
        cx.error(
            t.span(),
            format!(
                "trait `SameTypeOperands` contradicts the signature: op `{opname}` has no operands"
            ),
        );
    }
}
