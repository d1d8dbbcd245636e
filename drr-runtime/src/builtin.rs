//! Operations every context knows: the `builtin` dialect
//! (`builtin.module`, `builtin.unrealized_conversion_cast`), the `func`
//! dialect (`func.func`, `func.return`, `func.call`, `func.call_indirect`,
//! `func.constant`) and the `cf` dialect it depends on in MLIR (loading
//! `func` loads `cf`: `cf.br`, `cf.cond_br`, `cf.switch`, `cf.assert`):
//! all the ops of the three dialects. The dialects are registered, so an
//! unknown op in them (`func.foo`) fails verification as in mlir-opt.
//!
//! Their traits are MLIR's as far as the runtime models them: they drive
//! printing (IsolatedFromAbove), the greedy driver (terminators are never
//! trivially dead, pure ops are, `func.constant` is a constant that folds
//! to its symbol) and verification (see `verifier/func.rs`, where their
//! verifiers live: they need MLIR's exact message forms, which the
//! [`OpDefinition::verify`] hook's `'name' op …` form cannot give; `cf`'s
//! in `verifier/cf.rs`).

use std::borrow::Cow;

use smallvec::{SmallVec, smallvec};

use crate::Context;
use crate::attributes::{AttrData, Attribute};
use crate::ir::{OpData, OpId, OperationState, SegmentRef, SuccessorOperands};
use crate::location::Location;
use crate::ods::AttrConstraint;
use crate::ods::lib;
use crate::ods::property::{self, PropertiesInfo};
use crate::op_definition::{DialectDefinition, FoldOutcome, OpDefinition, OpFoldResult, OpTraits};
use crate::types::{Type, TypeData};

/// The `builtin` dialect.
pub static BUILTIN_DIALECT: DialectDefinition = DialectDefinition {
    name: "builtin",
    materialize_constant: None,
    constant_state: None,
    parse_attribute: None,
    region_verifiers: &[],
    canonicalizers: &[],
};

/// The `func` dialect (constants: `func.constant` of a symbol reference;
/// `func.call_indirect`'s canonicalization, see `builtin_patterns.rs`).
pub static FUNC_DIALECT: DialectDefinition = DialectDefinition {
    name: "func",
    materialize_constant: Some(materialize_func_constant),
    constant_state: None,
    parse_attribute: None,
    region_verifiers: &[],
    canonicalizers: &[(
        "func.call_indirect",
        crate::builtin_patterns::call_indirect_patterns,
    )],
};

/// The `cf` dialect, with MLIR's canonicalization patterns of its ops
/// (see `builtin_patterns.rs`).
pub static CF_DIALECT: DialectDefinition = DialectDefinition {
    name: "cf",
    materialize_constant: None,
    constant_state: None,
    parse_attribute: None,
    region_verifiers: &[],
    canonicalizers: &[
        ("cf.assert", crate::builtin_patterns::assert_patterns),
        ("cf.br", crate::builtin_patterns::br_patterns),
        ("cf.cond_br", crate::builtin_patterns::cond_br_patterns),
        ("cf.switch", crate::builtin_patterns::switch_patterns),
    ],
};

/// `builtin.module`.
pub static MODULE: OpDefinition = OpDefinition {
    name: "builtin.module",
    traits: OpTraits(
        OpTraits::ISOLATED_FROM_ABOVE.0
            | OpTraits::NO_TERMINATOR.0
            | OpTraits::SINGLE_BLOCK.0
            | OpTraits::VERIFIES_SINGLE_BLOCK.0
            | OpTraits::GRAPH_REGION.0
            | OpTraits::SYMBOL_TABLE.0,
    ),
    inherent_attrs: &["sym_name", "sym_visibility"],
    verify: None,
    fold: None,
};

/// `builtin.unrealized_conversion_cast` (with MLIR's folder).
pub static UNREALIZED_CONVERSION_CAST: OpDefinition = OpDefinition {
    name: "builtin.unrealized_conversion_cast",
    traits: OpTraits::PURE,
    inherent_attrs: &[],
    verify: None,
    fold: Some(fold_unrealized_conversion_cast),
};

/// `func.func`.
pub static FUNC: OpDefinition = OpDefinition {
    name: "func.func",
    traits: OpTraits::ISOLATED_FROM_ABOVE,
    inherent_attrs: &[
        "arg_attrs",
        "function_type",
        "no_inline",
        "res_attrs",
        "sym_name",
        "sym_visibility",
    ],
    verify: None,
    fold: None,
};

/// `func.return`.
pub static RETURN: OpDefinition = OpDefinition {
    name: "func.return",
    // Its verifier checks HasParent<FuncOp> before Terminator's place.
    traits: OpTraits(OpTraits::TERMINATOR.0 | OpTraits::PURE.0 | OpTraits::VERIFIES_LAST.0),
    inherent_attrs: &[],
    verify: None,
    fold: None,
};

/// `func.call`.
pub static CALL: OpDefinition = OpDefinition {
    name: "func.call",
    traits: OpTraits::NONE,
    inherent_attrs: &["arg_attrs", "callee", "no_inline", "res_attrs"],
    verify: None,
    fold: None,
};

/// `func.call_indirect`.
pub static CALL_INDIRECT: OpDefinition = OpDefinition {
    name: "func.call_indirect",
    traits: OpTraits::NONE,
    inherent_attrs: &["arg_attrs", "res_attrs"],
    verify: None,
    fold: None,
};

/// `func.constant`: a constant that folds to its `value` (a symbol
/// reference).
pub static CONSTANT: OpDefinition = OpDefinition {
    name: "func.constant",
    traits: OpTraits(OpTraits::CONSTANT_LIKE.0 | OpTraits::PURE.0),
    inherent_attrs: &["value"],
    verify: None,
    fold: Some(fold_func_constant),
};

/// `cf.br`: branches to its successor with its operands.
pub static BR: OpDefinition = OpDefinition {
    name: "cf.br",
    traits: OpTraits(OpTraits::TERMINATOR.0 | OpTraits::PURE.0),
    inherent_attrs: &[],
    verify: None,
    fold: None,
};

/// `cf.cond_br`: branches to one of two successors on an `i1`.
pub static COND_BR: OpDefinition = OpDefinition {
    name: "cf.cond_br",
    traits: OpTraits(
        OpTraits::TERMINATOR.0 | OpTraits::PURE.0 | OpTraits::ATTR_SIZED_OPERAND_SEGMENTS.0,
    ),
    inherent_attrs: &["branch_weights", "operandSegmentSizes"],
    verify: None,
    fold: None,
};

/// `cf.switch`: branches on an integer to a case or the default successor.
pub static SWITCH: OpDefinition = OpDefinition {
    name: "cf.switch",
    traits: OpTraits(
        OpTraits::TERMINATOR.0 | OpTraits::PURE.0 | OpTraits::ATTR_SIZED_OPERAND_SEGMENTS.0,
    ),
    inherent_attrs: &[
        "case_operand_segments",
        "case_values",
        "operandSegmentSizes",
    ],
    verify: None,
    fold: None,
};

/// `cf.assert`: aborts at run time unless its `i1` operand is true.
pub static ASSERT: OpDefinition = OpDefinition {
    name: "cf.assert",
    traits: OpTraits::NONE,
    inherent_attrs: &["msg"],
    verify: None,
    fold: None,
};

/// Every op definition of the three dialects.
pub const OPS: &[&OpDefinition] = &[
    &MODULE,
    &UNREALIZED_CONVERSION_CAST,
    &FUNC,
    &RETURN,
    &CALL,
    &CALL_INDIRECT,
    &CONSTANT,
    &BR,
    &COND_BR,
    &SWITCH,
    &ASSERT,
];

/// `builtin.unrealized_conversion_cast`'s folder (MLIR's
/// `UnrealizedConversionCastOp::fold`): a cast to its operands' own types
/// folds to them, and so does a cast taking exactly all the results of
/// another cast back to that cast's operand types.
fn fold_unrealized_conversion_cast(
    ctx: &mut Context,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let data = ctx.op(op);
    let operands: SmallVec<[crate::Value; 2]> = data.operands().collect();
    let types = |values: &[crate::Value]| -> SmallVec<[Type; 2]> {
        values.iter().map(|&v| ctx.value_type(v)).collect()
    };
    let replace = |values: &[crate::Value]| {
        FoldOutcome::Replace(values.iter().map(|&v| OpFoldResult::Value(v)).collect())
    };
    let results = types(data.results());
    if types(&operands) == results {
        return replace(&operands);
    }
    let Some(input) = operands.first().and_then(|&v| ctx.defining_op(v)) else {
        return FoldOutcome::Failed;
    };
    let input_data = ctx.op(input);
    if input_data.name() != data.name() || input_data.results() != &operands[..] {
        return FoldOutcome::Failed;
    }
    let inputs: SmallVec<[crate::Value; 2]> = input_data.operands().collect();
    if types(&inputs) != results {
        return FoldOutcome::Failed;
    }
    replace(&inputs)
}

/// `func.constant`'s folder (MLIR's `ConstantOp::fold`): its `value`.
fn fold_func_constant(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    match ctx.attr(op, "value") {
        Some(value) => FoldOutcome::Replace(smallvec![OpFoldResult::Attribute(value)]),
        None => FoldOutcome::Failed,
    }
}

/// The `func` dialect's constant materializer (MLIR's
/// `FuncDialect::materializeConstant`): a `func.constant` for a flat
/// symbol reference of a function type.
fn materialize_func_constant(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let flat =
        matches!(ctx.attr_data(value), AttrData::SymbolRef { nested, .. } if nested.is_empty());
    if !flat || !matches!(ctx.type_data(ty), TypeData::Function { .. }) {
        return None;
    }
    let name = ctx.op_name_of_definition(&CONSTANT);
    let mut state = OperationState::new(name, loc);
    state.result_types.push(ty);
    let sym = ctx.symbol("value");
    state.properties = Some(ctx.dictionary(vec![crate::NamedAttribute { name: sym, value }]));
    ctx.create_op(state).ok()
}

/// The default properties of `cf.cond_br` and `cf.switch`: an
/// `operandSegmentSizes` of three zeros when absent (MLIR's properties
/// always hold one, and print it).
fn populate_segment_sizes(ctx: &mut Context, properties: Option<Attribute>) -> Option<Attribute> {
    let key = ctx.symbol("operandSegmentSizes");
    if let Some(p) = properties
        && ctx.dict_get(p, key).is_some()
    {
        return properties;
    }
    let zeros = ctx.dense_i32_array_attr(&[0, 0, 0]);
    let mut entries = properties.map_or_else(Vec::new, |p| ctx.dict_entries(p).to_vec());
    entries.push(crate::NamedAttribute {
        name: key,
        value: zeros,
    });
    Some(ctx.dictionary(entries))
}

pub(crate) fn register(ctx: &mut Context) {
    ctx.register_dialect(&BUILTIN_DIALECT);
    ctx.register_dialect(&FUNC_DIALECT);
    ctx.register_dialect(&CF_DIALECT);
    for def in OPS {
        ctx.register_op(def);
    }
    ctx.register_default_properties(&COND_BR, populate_segment_sizes);
    ctx.register_default_properties(&SWITCH, populate_segment_sizes);
    for (def, info) in PROPERTIES {
        ctx.register_properties(def, info);
    }
    ctx.register_successor_operands(&BR, br_successor_operands);
    ctx.register_successor_operands(&COND_BR, cond_br_successor_operands);
    ctx.register_successor_operands(&SWITCH, switch_successor_operands);
}

/// `cf.br` forwards all its operands.
fn br_successor_operands(
    _: &Context,
    _: OpId,
    data: &OpData,
    _: usize,
) -> Option<SuccessorOperands> {
    Some(SuccessorOperands {
        produced: 0,
        start: 0,
        len: data.operands().len() as u32,
        segments: SmallVec::new(),
    })
}

/// The name of `cf.cond_br`'s and `cf.switch`'s operand segment sizes.
const SEGMENT_SIZES: &str = "operandSegmentSizes";

/// Operands `start..start + len`, counted in element `group` of the
/// op's `operandSegmentSizes` (and, for a switch case, in element `case`
/// of its `case_operand_segments`).
fn segment_operands(start: usize, len: usize, group: u32, case: Option<u32>) -> SuccessorOperands {
    let mut segments = smallvec![SegmentRef {
        attr: SEGMENT_SIZES,
        index: group,
    }];
    if let Some(index) = case {
        segments.push(SegmentRef {
            attr: "case_operand_segments",
            index,
        });
    }
    SuccessorOperands {
        produced: 0,
        start: start as u32,
        len: len as u32,
        segments,
    }
}

/// `cf.cond_br` forwards its second operand group to its first successor
/// and its third to its second (`operandSegmentSizes`: condition, true,
/// false).
fn cond_br_successor_operands(
    ctx: &Context,
    op: OpId,
    data: &OpData,
    index: usize,
) -> Option<SuccessorOperands> {
    let group = index + 1;
    let (start, len) = ctx.segment_of(op, SEGMENT_SIZES, 3, data.operands().len(), group)?;
    Some(segment_operands(start, len, group as u32, None))
}

/// `cf.switch` forwards its second operand group to its default successor
/// and, for case `i`, part `i` of its third group as `case_operand_segments`
/// splits it.
fn switch_successor_operands(
    ctx: &Context,
    op: OpId,
    data: &OpData,
    index: usize,
) -> Option<SuccessorOperands> {
    let total = data.operands().len();
    if index == 0 {
        let (start, len) = ctx.segment_of(op, SEGMENT_SIZES, 3, total, 1)?;
        return Some(segment_operands(start, len, 1, None));
    }
    let (cases_start, cases_len) = ctx.segment_of(op, SEGMENT_SIZES, 3, total, 2)?;
    let cases = data.successors().len() - 1;
    let case = index - 1;
    let (start, len) = ctx.segment_of(op, "case_operand_segments", cases, cases_len, case)?;
    Some(segment_operands(
        cases_start + start,
        len,
        2,
        Some(case as u32),
    ))
}

// ---- `<{…}>` conversion -----------------------------------------------------
//
// Every op here keeps its inherent attributes as properties in MLIR: the
// op's creation (after its regions are parsed) casts each entry `<{…}>`
// gives to its C++ storage class (`setPropertiesFromAttr`), failing with
// `invalid properties {…} for op NAME: Invalid attribute `KEY` in property
// conversion: VALUE` at the op before any verifier runs. The classes are
// checked by attribute name (the order of the generated properties
// struct), the segment sizes last; checked against mlir-opt-22.

/// The C++ storage class of an inherent attribute of these ops.
type StorageCheck = fn(&Context, Attribute) -> bool;

/// Checks the entries `<{…}>` (`props`) gives against `attrs` (sorted by
/// name), then `operandSegmentSizes` (three groups) if `segments`.
fn check_classes(
    ctx: &Context,
    props: Attribute,
    attrs: &[(&str, StorageCheck)],
    segments: bool,
) -> Result<(), Cow<'static, str>> {
    for &(name, check) in attrs {
        property::check_attr_storage(ctx, props, name, check)?;
    }
    if segments {
        property::check_segment_sizes(ctx, props, "operandSegmentSizes", 3)?;
    }
    Ok(())
}

/// The ops' properties are their inherent attributes: nothing to convert.
fn keep(_: &mut Context, props: Attribute) -> Result<Attribute, Cow<'static, str>> {
    Ok(props)
}

/// Each op's attributes with the library constraint whose predicate is
/// their C++ storage class (`FlatSymbolRefAttr`: a `SymbolRefAttr` without
/// nested references; `AnyIntElementsAttr`: `DenseIntElementsAttr`), and
/// their ODS constraint, which the parser checks for the attributes of an
/// op written without `<{…}>` (`verifyInherentAttrs`), by name as well.
macro_rules! builtin_properties {
    ($($info:ident = [$($name:literal: $class:ident / $cons:ty),*], segments: $seg:literal;)*) => {$(
        static $info: PropertiesInfo = PropertiesInfo {
            names: &[],
            convert: keep,
            check_attrs: |ctx, props| check_classes(
                ctx,
                props,
                &[$(($name, <lib::$class as AttrConstraint>::matches)),*],
                $seg,
            ),
            // No ODS properties: `check_attrs` checks the segment sizes.
            check_segments: |_, _| Ok(()),
            verify_dict_attrs: |ctx, attrs| {
                $(property::verify_dict_attr::<$cons>(ctx, attrs, $name)?;)*
                Ok(())
            },
            attributes_in_dictionary: false,
        };
    )*};
}

builtin_properties! {
    MODULE_PROPERTIES = [
        "sym_name": StrAttr / lib::SymbolNameAttr, "sym_visibility": StrAttr / lib::StrAttr
    ], segments: false;
    FUNC_PROPERTIES = [
        "arg_attrs": ArrayAttr / lib::DictArrayAttr,
        "function_type": TypeAttr / lib::TypeAttrOf<lib::FunctionType>,
        "no_inline": UnitAttr / lib::UnitAttr,
        "res_attrs": ArrayAttr / lib::DictArrayAttr,
        "sym_name": StrAttr / lib::SymbolNameAttr,
        "sym_visibility": StrAttr / lib::StrAttr
    ], segments: false;
    CALL_PROPERTIES = [
        "arg_attrs": ArrayAttr / lib::DictArrayAttr,
        "callee": FlatSymbolRefAttr / lib::FlatSymbolRefAttr,
        "no_inline": UnitAttr / lib::UnitAttr,
        "res_attrs": ArrayAttr / lib::DictArrayAttr
    ], segments: false;
    CALL_INDIRECT_PROPERTIES = [
        "arg_attrs": ArrayAttr / lib::DictArrayAttr, "res_attrs": ArrayAttr / lib::DictArrayAttr
    ], segments: false;
    CONSTANT_PROPERTIES = ["value": FlatSymbolRefAttr / lib::FlatSymbolRefAttr], segments: false;
    COND_BR_PROPERTIES = ["branch_weights": DenseI32ArrayAttr / lib::DenseI32ArrayAttr], segments: true;
    SWITCH_PROPERTIES = [
        "case_operand_segments": DenseI32ArrayAttr / lib::DenseI32ArrayAttr,
        "case_values": AnyIntElementsAttr / lib::AnyIntElementsAttr
    ], segments: true;
    ASSERT_PROPERTIES = ["msg": StrAttr / lib::StrAttr], segments: false;
}

/// The ops whose `<{…}>` is checked, with their attributes' classes.
const PROPERTIES: &[(&OpDefinition, &PropertiesInfo)] = &[
    (&MODULE, &MODULE_PROPERTIES),
    (&FUNC, &FUNC_PROPERTIES),
    (&CALL, &CALL_PROPERTIES),
    (&CALL_INDIRECT, &CALL_INDIRECT_PROPERTIES),
    (&CONSTANT, &CONSTANT_PROPERTIES),
    (&COND_BR, &COND_BR_PROPERTIES),
    (&SWITCH, &SWITCH_PROPERTIES),
    (&ASSERT, &ASSERT_PROPERTIES),
];
