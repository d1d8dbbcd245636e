//! `TypesMatchWith` whose right-hand side is a variadic operand or result
//! group and whose transformer yields a list of types, as MLIR's files use
//! it (`func.call_indirect`: the callee's `FunctionType` inputs against
//! `$callee_operands`; `tensor.from_elements`: N copies of the result's
//! element type against `$elements`). The C++ predicate compares the two
//! ranges (`std::equal_to` on `ArrayRef<Type>` / `llvm::equal`): same
//! length, equal types in order. Also `AllTypesMatch` over such groups
//! (the same range comparison).

use crate::{Context, Type, Value};

use super::op_traits::{Entity, TypeCx, attr_type};
use super::verify::OpVerifier;

/// A `TypesMatchWith` transformer yielding the types a variadic group
/// must have (`::llvm::cast<FunctionType>($_self).getInputs()`); `None`
/// if the type does not have that form (the check then fails).
pub type TypeRangeTransform = fn(&mut TypeCx<'_>, Type) -> Option<Vec<Type>>;

/// A `RangedTypesMatchWith` transformer whose left-hand side is a variadic
/// group too: the types the right-hand group must have, given the left
/// group's (`$_self` is the range of types, as `$lhs.getType()` of a
/// variadic operand is in C++).
pub type TypeListTransform = fn(&mut TypeCx<'_>, &[Type]) -> Option<Vec<Type>>;

/// The identity list transformer (`RangedTypesMatchWith<…, "$_self">`
/// between two variadic groups).
pub fn same_types(_: &mut TypeCx<'_>, types: &[Type]) -> Option<Vec<Type>> {
    Some(types.to_vec())
}

/// A declared value group (operand or result group by index).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueGroup {
    /// Operand group `g`.
    Operands(usize),
    /// Result group `g`.
    Results(usize),
}

impl OpVerifier<'_> {
    /// The type of single-valued entity `e` (`$e.getType()`).
    fn single_type(&self, e: Entity) -> Option<Type> {
        let value = |v: Value| self.ctx.value_type(v);
        match e {
            Entity::Operand(g) => {
                let r = self.operands.get(g);
                (r.len() == 1).then(|| value(self.data.operand(r.start)))
            }
            Entity::Result(g) => {
                let r = self.results.get(g);
                (r.len() == 1).then(|| value(self.data.result(r.start)))
            }
            Entity::Attr(name) => self
                .ctx
                .attr(self.op, name)
                .and_then(|a| attr_type(self.ctx, a)),
        }
    }

    /// `TypesMatchWith<summary, lhs, rhs, transform>` with `rhs` a variadic
    /// group: `transform(type of lhs)` equals the group's types; else
    /// `failed to verify that {summary}`.
    pub fn types_match_with_range(
        &self,
        lhs: Entity,
        rhs: ValueGroup,
        transform: TypeRangeTransform,
        summary: &str,
    ) -> Result<(), String> {
        let ctx = self.ctx;
        let expected = self
            .single_type(lhs)
            .and_then(|t| transform(&mut TypeCx::lookup(ctx), t));
        if expected.is_some_and(|e| e == self.group_types(rhs)) {
            Ok(())
        } else {
            Err(format!("failed to verify that {summary}"))
        }
    }
}

impl OpVerifier<'_> {
    /// `TypesMatchWith<summary, lhs, rhs, transform, comparator>` with `lhs`
    /// a variadic group and `rhs` a single value (torch-mlir's
    /// `prim.TupleConstruct`: `Torch::TupleType::get($_ctxt,
    /// llvm::to_vector<6>($_self))` against `$result`; C++'s `$_self` is
    /// the group's type range): `transform(types of lhs)` is one type, and
    /// `comparator(it, type of rhs)` holds; else `failed to verify that
    /// {summary}`.
    pub fn types_match_with_from_range(
        &self,
        lhs: ValueGroup,
        rhs: Entity,
        transform: TypeListTransform,
        comparator: super::op_traits::TypeComparator,
        summary: &str,
    ) -> Result<(), String> {
        let from = self.group_types(lhs);
        let expected = transform(&mut TypeCx::lookup(self.ctx), &from);
        let holds = match (expected.as_deref(), self.single_type(rhs)) {
            (Some([e]), Some(r)) => comparator(self.ctx, *e, r),
            _ => false,
        };
        if holds {
            Ok(())
        } else {
            Err(format!("failed to verify that {summary}"))
        }
    }

    /// `RangedTypesMatchWith<summary, lhs, rhs, transform>` with both sides
    /// variadic groups: `llvm::equal(transform(types of lhs), types of
    /// rhs)` (same length, equal types in order); else `failed to verify
    /// that {summary}`.
    pub fn types_match_with_ranges(
        &self,
        lhs: ValueGroup,
        rhs: ValueGroup,
        transform: TypeListTransform,
        summary: &str,
    ) -> Result<(), String> {
        let from = self.group_types(lhs);
        let expected = transform(&mut TypeCx::lookup(self.ctx), &from);
        if expected.is_some_and(|e| e == self.group_types(rhs)) {
            Ok(())
        } else {
            Err(format!("failed to verify that {summary}"))
        }
    }

    /// `AllMatchSameOperatorPred<[names], operator>` naming a variadic or
    /// optional group: `operator` takes each name's values (one value for a
    /// single operand or result, as C++ passes ranges to an operator
    /// overloaded for them) and gives the same result for every name.
    pub fn same_range_operator<K: PartialEq>(
        &self,
        groups: &[ValueGroup],
        operator: impl Fn(&Context, &[Value]) -> K,
    ) -> bool {
        let mut keys = groups
            .iter()
            .map(|&g| operator(self.ctx, &self.group_values(g)));
        match keys.next() {
            None => true,
            Some(first) => keys.all(|k| k == first),
        }
    }

    /// The values of value group `g`, in order.
    fn group_values(&self, g: ValueGroup) -> Vec<Value> {
        match g {
            ValueGroup::Operands(g) => self.operands.get(g).map(|i| self.data.operand(i)).collect(),
            ValueGroup::Results(g) => self.results.get(g).map(|i| self.data.result(i)).collect(),
        }
    }

    /// The types of value group `g`, in order.
    fn group_types(&self, g: ValueGroup) -> Vec<Type> {
        let ctx = self.ctx;
        match g {
            ValueGroup::Operands(g) => self
                .operands
                .get(g)
                .map(|i| ctx.value_type(self.data.operand(i)))
                .collect(),
            ValueGroup::Results(g) => self
                .results
                .get(g)
                .map(|i| ctx.value_type(self.data.result(i)))
                .collect(),
        }
    }

    /// `AllTypesMatch<[…]>` naming variadic or optional groups only: every
    /// group has the same types, in order (C++ compares the type ranges:
    /// same length, equal types); else `failed to verify that {summary}`.
    pub fn all_group_types_match(
        &self,
        groups: &[ValueGroup],
        summary: &str,
    ) -> Result<(), String> {
        let mut types = groups.iter().map(|&g| self.group_types(g));
        let Some(first) = types.next() else {
            return Ok(());
        };
        if types.all(|t| t == first) {
            Ok(())
        } else {
            Err(format!("failed to verify that {summary}"))
        }
    }
}

/// `ShapedTypeMatchesElementCountAndTypes<"shaped", "elements">` as a
/// range transformer: a statically shaped type's element type, once per
/// element (`None` for another type, whose count MLIR cannot take).
pub fn shaped_elements_transform(cx: &mut TypeCx<'_>, ty: Type) -> Option<Vec<Type>> {
    // A dialect type's shape too (`ShapedType` in C++: numba's
    // `ntensor.from_elements` over `!ntensor.ntensor<2x3xf32>`).
    let shape = super::op_traits::shape_of(cx.ctx(), ty)??;
    if shape.contains(&crate::types::DYNAMIC) {
        return None;
    }
    let count = shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))?;
    // A count past any op's operands cannot match: no list is built.
    if count > 1 << 20 {
        return None;
    }
    let element = cx.element_type(ty);
    Some(vec![element; count])
}
