//! MLIR 22's `ub` dialect (`UBOps.td`, `UBOpsInterfaces.td`) in one `ods!`
//! block: `ub.poison`, a constant of any type whose value is
//! `#ub.poison` (deferred undefined behaviour), and the `ub.unreachable`
//! terminator.
//!
//! It lives next to `arith` because arith's folders produce and propagate
//! poison (MLIR's `CommonFolders.h`: an op with a poison operand folds to
//! poison) and arith's constant materializer builds `ub.poison` for a
//! folded `#ub.poison`; [`crate::context`] registers both. The only edits
//! to the `.td` text are the ones `ods!` asks for: the interface's
//! `constBuilderCall` is Rust, and its name string names the Rust type
//! saying which attributes implement it ([`PoisonAttrs`]; in C++ the
//! interface class).

use drr::{AttrData, Attribute, Context, Location, OpId, Type};

drr::ods! {
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def PoisonAttrInterface : AttrInterface<"PoisonAttrs"> {
  let cppNamespace = "::mlir::ub";
  // No methods for now.

  // To make DefaultValuedAttr happy.
  let constBuilderCall = |ctx: &mut Context, _value: Vec<i64>| -> Attribute { crate::ub::poison_attr(ctx) };
}

def UB_Dialect : Dialect {
  let name = "ub";
  let cppNamespace = "::mlir::ub";

  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
}

class UB_Attr<string name, string attrMnemonic, list<Trait> traits = []> :
    AttrDef<UB_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

class UB_Op<string mnemonic, list<Trait> traits = []> :
    Op<UB_Dialect, mnemonic, traits>;

def PoisonAttr : UB_Attr<"Poison", "poison", [PoisonAttrInterface]> {
}

def PoisonOp : UB_Op<"poison", [ConstantLike, Pure]> {
  let summary = "Poisoned constant operation.";
  let description = r#"
    The `poison` operation materializes a compile-time poisoned constant value
    to indicate deferred undefined behavior.
    `value` attribute is needed to indicate an optional additional poison
    semantics (e.g. partially poisoned vectors), default value indicates results
    is fully poisoned.
  "#;

  let arguments = (ins DefaultValuedAttr<PoisonAttrInterface, "{}">:$value);
  let results = (outs AnyType:$result);

  let assemblyFormat = r#"attr-dict (`<` $value^ `>`)? `:` type($result)"#;

  let hasFolder = 1;
}

def UnreachableOp : UB_Op<"unreachable", [Terminator]> {
  let summary = "Unreachable operation.";
  let description = r#"
    The `unreachable` operation triggers immediate undefined behavior if
    executed.
  "#;

  let assemblyFormat = "attr-dict";
}
}

/// The text of `#ub.poison` (the runtime keeps dialect attributes it does
/// not model as their text).
const POISON: &str = "#ub.poison";

/// `#ub.poison`, the value of a fully poisoned `ub.poison`
/// (`ub::PoisonAttr::get`).
pub fn poison_attr(ctx: &mut Context) -> Attribute {
    ctx.intern_attr(AttrData::Opaque(POISON.into()))
}

/// True if `attr` is `#ub.poison` (`isa<ub::PoisonAttr>`).
pub fn is_poison(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_data(attr), AttrData::Opaque(text) if &**text == POISON)
}

/// The attributes implementing `PoisonAttrInterface`. MLIR 22 has one,
/// `#ub.poison` (other dialects may add partially poisoned attributes;
/// the runtime keeps theirs as opaque text).
pub struct PoisonAttrs;

impl drr::ods::AttrInterface for PoisonAttrs {
    fn isa(ctx: &Context, attr: Attribute) -> bool {
        is_poison(ctx, attr)
    }
}

/// `PoisonOp::fold`: the op's value.
impl drr::ods::Fold for PoisonOp {
    fn fold(self, ctx: &mut Context, _a: PoisonOpFoldAdaptor<'_>) -> Option<drr::OpFoldResult> {
        self.value_attr(ctx).map(drr::OpFoldResult::Attribute)
    }
}

/// `UBDialect::materializeConstant`: a `ub.poison` of `ty` for a poison
/// value.
impl drr::ods::MaterializeConstant for UbDialect {
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        materialize(ctx, value, ty, loc)
    }

    fn constant_state(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<drr::OperationState> {
        constant_state(ctx, value, ty, loc)
    }
}

/// A `ub.poison` of `value` (a poison attribute) and type `ty` at `loc`,
/// created detached; `None` if `value` is not poison.
pub fn materialize(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    let state = constant_state(ctx, value, ty, loc)?;
    ctx.create_op(state).ok()
}

/// The state [`materialize`] creates its `ub.poison` from.
pub fn constant_state(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<drr::OperationState> {
    use drr::ods::AttrStorage;
    let value = drr::ods::InterfaceAttr::<PoisonAttrs>::from_attr(ctx, value)?;
    Some(PoisonOp::build_with(ctx, loc, ty, Some(value)))
}
