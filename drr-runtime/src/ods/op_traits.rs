//! ODS op traits at run time: MLIR's `OpTrait::impl::verify*` checks with
//! MLIR's messages (`mlir/lib/IR/Operation.cpp`), the shape utilities they
//! use (`verifyCompatibleShape(s)`, `getElementTypeOrSelf`,
//! `mlir/lib/IR/TypeUtilities.cpp`), the entities the predicate traits
//! (`AllTypesMatch`, `TypesMatchWith`, …) compare, type transformers
//! ([`TypeCx`]), the trait folders (`Idempotent`, `Involution`) and user
//! traits ([`NativeOpTrait`]).
//!
//! Every check returns the message without the `'name' op ` prefix (the
//! runtime's verifier adds it), exactly as MLIR words it.

use smallvec::SmallVec;

use super::meta::ValueKind;
use super::verify::{FastVerifier, OpVerifier};
use crate::{
    AttrData, Attribute, Context, FloatKind, OpFoldResult, OpId, Signedness, Type, TypeData, Value,
};

/// A value an `AllTypesMatch`-style or `TypesMatchWith` trait names:
/// `$lhs` is an operand group, a result group or an attribute (whose type
/// is that of the typed attribute, as `$value.getType()` in C++).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entity {
    /// The (single) value of operand group `0`.
    Operand(usize),
    /// The (single) value of result group `0`.
    Result(usize),
    /// The attribute named so.
    Attr(&'static str),
}

/// What an `All…Match` trait compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[doc(hidden)]
pub enum MatchKind {
    /// `AllTypesMatch`: the types.
    Type,
    /// `AllShapesMatch`: the shapes of shaped types.
    Shape,
    /// `AllElementTypesMatch`: `getElementTypeOrSelf`.
    ElementType,
    /// `AllRanksMatch`: the ranks of shaped types.
    Rank,
    /// `AllElementCountsMatch`: the element counts of shaped types.
    ElementCount,
    /// `AllTypeIDsMatch`: the types' C++ classes (`getTypeID()`; see
    /// [`type_id_key`]).
    TypeId,
}

/// What MLIR's `Type::getTypeID()` tells apart: the type's C++ class. Every
/// builtin type kind is one class (each float kind its own: `f32` is
/// `Float32Type`); a dialect type is identified by its dialect and
/// mnemonic (`!ptr.ptr<…>` → `!ptr.ptr`), as the runtime keeps it as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeIdKey<'a> {
    /// A builtin type kind other than a float.
    Builtin(std::mem::Discriminant<TypeData>),
    /// A float kind.
    Float(crate::FloatKind),
    /// A dialect type: its text up to the first `<`.
    Dialect(&'a str),
}

/// The [`TypeIdKey`] of `ty`.
pub fn type_id_key(ctx: &Context, ty: Type) -> TypeIdKey<'_> {
    match ctx.type_data(ty) {
        TypeData::Float(k) => TypeIdKey::Float(*k),
        TypeData::Opaque(text) => TypeIdKey::Dialect(text.split('<').next().unwrap_or(text)),
        data => TypeIdKey::Builtin(std::mem::discriminant(data)),
    }
}

/// A `TypesMatchWith` type transformer: the type `$rhs` must have, given
/// the type of `$lhs` (`$_self`). `None` means "no such type": when
/// building, the result type cannot be inferred; when verifying, the
/// types do not match.
pub type TypeTransform = fn(&mut TypeCx<'_>, Type) -> Option<Type>;

/// A `TypesMatchWith` comparator (its optional fifth argument, C++'s
/// `std::equal_to<>()` by default): `(transformed lhs type, rhs type)`.
pub type TypeComparator = fn(&Context, Type, Type) -> bool;

/// A `PredOpTrait` predicate on the whole op.
pub type OpPredicate = fn(&Context, OpId) -> bool;

/// The context a [`TypeTransform`] runs in. Building an op (type
/// inference) creates the types it asks for; verifying one only looks
/// them up (the verifier cannot add types to the context), and a type
/// that was never created is no match for an existing one.
pub struct TypeCx<'a> {
    inner: Inner<'a>,
}

enum Inner<'a> {
    Build(&'a mut Context),
    Lookup(&'a Context),
}

impl<'a> TypeCx<'a> {
    /// A context that creates types (for builders).
    pub fn building(ctx: &'a mut Context) -> Self {
        TypeCx {
            inner: Inner::Build(ctx),
        }
    }

    /// A context that only looks types up (for verifiers).
    pub fn lookup(ctx: &'a Context) -> Self {
        TypeCx {
            inner: Inner::Lookup(ctx),
        }
    }

    /// True when types are created (building), false when looked up.
    pub fn is_building(&self) -> bool {
        matches!(self.inner, Inner::Build(_))
    }

    /// The context, to read types and attributes.
    pub fn ctx(&self) -> &Context {
        match &self.inner {
            Inner::Build(c) => c,
            Inner::Lookup(c) => c,
        }
    }

    /// The structure of `ty`.
    pub fn type_data(&self, ty: Type) -> &TypeData {
        self.ctx().type_data(ty)
    }

    /// The type with structure `data`: created when building, looked up
    /// when verifying.
    pub fn get(&mut self, data: TypeData) -> Option<Type> {
        match &mut self.inner {
            Inner::Build(c) => Some(c.intern_type(data)),
            Inner::Lookup(c) => c.lookup_type(&data),
        }
    }

    /// Signless `iN`.
    pub fn int_type(&mut self, width: u32) -> Option<Type> {
        match &mut self.inner {
            Inner::Build(c) => Some(c.int_type(width)),
            Inner::Lookup(c) => c.lookup_type(&TypeData::Integer {
                width,
                signedness: Signedness::Signless,
            }),
        }
    }

    /// `index`.
    pub fn index_type(&mut self) -> Option<Type> {
        self.get(TypeData::Index)
    }

    /// A float type.
    pub fn float_type(&mut self, kind: FloatKind) -> Option<Type> {
        self.get(TypeData::Float(kind))
    }

    /// `getElementTypeOrSelf`: the element type of a shaped type, else
    /// the type itself.
    pub fn element_type(&self, ty: Type) -> Type {
        element_type_or_self(self.ctx(), ty)
    }

    /// `ty` with its element type replaced by `element` (same shape, same
    /// kind of shaped type, encoding, layout and memory space kept); a
    /// type that is not shaped becomes `element` (C++'s
    /// `getI1SameShape`-style helpers).
    pub fn with_element_type(&mut self, ty: Type, element: Type) -> Option<Type> {
        let data = match self.type_data(ty).clone() {
            TypeData::RankedTensor {
                shape, encoding, ..
            } => TypeData::RankedTensor {
                shape,
                element,
                encoding,
            },
            TypeData::UnrankedTensor { .. } => TypeData::UnrankedTensor { element },
            TypeData::Vector {
                shape, scalable, ..
            } => TypeData::Vector {
                shape,
                scalable,
                element,
            },
            TypeData::MemRef {
                shape,
                layout,
                memory_space,
                ..
            } => TypeData::MemRef {
                shape,
                element,
                layout,
                memory_space,
            },
            TypeData::UnrankedMemRef { memory_space, .. } => TypeData::UnrankedMemRef {
                element,
                memory_space,
            },
            _ => return Some(element),
        };
        self.get(data)
    }
}

/// The identity transformer (`TypesMatchWith<…, "$_self">`).
pub fn same_type(_: &mut TypeCx<'_>, ty: Type) -> Option<Type> {
    Some(ty)
}

/// `getElementTypeOrSelf($_self)` as a transformer.
pub fn element_type_transform(cx: &mut TypeCx<'_>, ty: Type) -> Option<Type> {
    Some(cx.element_type(ty))
}

/// `::llvm::cast<ComplexType>($_self).getElementType()` as a transformer
/// (MLIR's `complex` ops): a complex type's element type, `None` for
/// another type (which the operand's `Complex<…>` constraint rules out).
pub fn complex_element_type_transform(cx: &mut TypeCx<'_>, ty: Type) -> Option<Type> {
    match cx.type_data(ty) {
        TypeData::Complex(element) => Some(*element),
        _ => None,
    }
}

/// `std::equal_to<>()`, the default `TypesMatchWith` comparator.
pub fn types_equal(_: &Context, a: Type, b: Type) -> bool {
    a == b
}

// ----- shapes --------------------------------------------------------------

/// The shape of a shaped type: `Some(None)` for an unranked one,
/// `Some(Some(dims))` for a ranked one (also a dialect type whose shape
/// the context knows, [`Context::shaped_dialect_shape`]), `None` if `ty`
/// is not shaped.
pub(crate) fn shape_of(ctx: &Context, ty: Type) -> Option<Option<&[i64]>> {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { shape, .. }
        | TypeData::Vector { shape, .. }
        | TypeData::MemRef { shape, .. } => Some(Some(shape)),
        TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => Some(None),
        TypeData::Opaque(_) => ctx.shaped_dialect_shape(ty).map(Some),
        _ => None,
    }
}

/// `getElementTypeOrSelf`.
pub fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element }
        | TypeData::Vector { element, .. }
        | TypeData::MemRef { element, .. }
        | TypeData::UnrankedMemRef { element, .. } => *element,
        // A dialect type implementing `ShapedTypeInterface`.
        TypeData::Opaque(_) => ctx.shaped_element_type(ty).unwrap_or(ty),
        _ => ty,
    }
}

/// MLIR's `getTensorOrVectorElementType`: the element of a vector, of a
/// tensor (looking through `tensor<vector<…>>`), else the type itself.
fn tensor_or_vector_element_type(ctx: &Context, ty: Type) -> Type {
    let mut ty = ty;
    loop {
        match ctx.type_data(ty) {
            TypeData::Vector { element, .. } => return *element,
            TypeData::RankedTensor { element, .. } | TypeData::UnrankedTensor { element } => {
                ty = *element
            }
            _ => return ty,
        }
    }
}

/// `verifyCompatibleShape(shape1, shape2)`: same rank, and each pair of
/// dimensions equal or one of them dynamic.
fn compatible_dims(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == crate::types::DYNAMIC || y == crate::types::DYNAMIC || x == y)
}

/// `verifyCompatibleShape(type1, type2)`: both scalars, or both shaped
/// with at least one unranked or compatible dimensions.
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (None, None) => true,
        (None, Some(_)) | (Some(_), None) => false,
        (Some(None), _) | (_, Some(None)) => true,
        (Some(Some(x)), Some(Some(y))) => compatible_dims(x, y),
    }
}

/// `verifyCompatibleShapes(types)`: all scalars, or all shaped (scalable
/// vectors not mixed with other types) whose ranked shapes have one rank
/// and, per dimension, one static size.
pub fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shapes: SmallVec<[Option<Option<&[i64]>>; 4]> =
        types.iter().map(|&t| shape_of(ctx, t)).collect();
    if shapes.iter().all(Option::is_none) {
        return true;
    }
    if shapes.iter().any(Option::is_none) {
        return false;
    }
    let scalable = |t: Type| matches!(ctx.type_data(t), TypeData::Vector { scalable, .. } if scalable.iter().any(|s| *s));
    let n_scalable = types.iter().filter(|&&t| scalable(t)).count();
    if n_scalable != 0 && n_scalable != types.len() {
        return false;
    }
    let ranked: SmallVec<[&[i64]; 4]> = shapes.iter().filter_map(|s| s.flatten()).collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        // `verifyCompatibleDims`: every static size equals the last one.
        let dims = ranked.iter().map(|s| s[i]);
        let Some(fixed) = dims.clone().rfind(|&d| d != crate::types::DYNAMIC) else {
            return true;
        };
        dims.filter(|&d| d != crate::types::DYNAMIC)
            .all(|d| d == fixed)
    })
}

/// The type of a typed attribute (`TypedAttr::getType`), if it has one.
pub fn attr_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_data(attr) {
        AttrData::Type(t)
        | AttrData::Integer { ty: t, .. }
        | AttrData::BigInteger { ty: t, .. }
        | AttrData::Float { ty: t, .. }
        | AttrData::DenseElements { ty: t, .. }
        | AttrData::DenseStrings { ty: t, .. } => Some(*t),
        // An untyped string's type is `none` (MLIR's `StringAttr::getType`);
        // a context that never saw `none` has no value of that type either.
        AttrData::String { ty, .. } => ty.or_else(|| ctx.lookup_type(&TypeData::None)),
        AttrData::DenseArray { .. } => None,
        // `#dialect.name<…> : type`, `dense_resource<…> : type`, …
        AttrData::Opaque(_) => ctx.opaque_type(attr),
        _ => None,
    }
}

// ----- the checks ----------------------------------------------------------

impl<'a> OpVerifier<'a> {
    fn operand_types(&self) -> impl Iterator<Item = Type> + '_ {
        self.data.operands().map(|v| self.ctx.value_type(v))
    }

    fn result_types(&self) -> impl Iterator<Item = Type> + '_ {
        self.data.results().iter().map(|&v| self.ctx.value_type(v))
    }

    /// `verifyAtLeastNOperands(op, 1)` and, with `results`,
    /// `verifyAtLeastNResults(op, 1)`.
    fn at_least_one(&self, results: bool) -> Result<(), String> {
        let n = self.data.num_operands();
        if n < 1 {
            return Err(format!("expected 1 or more operands, but found {n}"));
        }
        if results && self.data.num_results() < 1 {
            return Err("expected 1 or more results".into());
        }
        Ok(())
    }

    /// `SameOperandsAndResultType`: every operand and result has the first
    /// result's element type and a shape compatible with it (and, for a
    /// ranked tensor, its encoding).
    pub fn same_operands_and_result_type(&self) -> Result<(), String> {
        self.at_least_one(true)?;
        let ctx = self.ctx;
        let ty = ctx.value_type(self.data.results()[0]);
        let element = element_type_or_self(ctx, ty);
        let encoding = match ctx.type_data(ty) {
            TypeData::RankedTensor { encoding, .. } => *encoding,
            _ => None,
        };
        let check = |t: Type| -> Result<(), String> {
            if element_type_or_self(ctx, t) != element || !compatible_shape(ctx, t, ty) {
                return Err("requires the same type for all operands and results".into());
            }
            if encoding.is_some() {
                let other = match ctx.type_data(t) {
                    TypeData::RankedTensor { encoding, .. } => *encoding,
                    _ => None,
                };
                if other != encoding {
                    return Err("requires the same encoding for all operands and results".into());
                }
            }
            Ok(())
        };
        for t in self.result_types().skip(1) {
            check(t)?;
        }
        for t in self.operand_types() {
            check(t)?;
        }
        Ok(())
    }

    /// `SameTypeOperands`: every operand has one type.
    pub fn same_type_operands(&self) -> Result<(), String> {
        let mut types = self.operand_types();
        if let Some(first) = types.next()
            && types.any(|t| t != first)
        {
            return Err("requires all operands to have the same type".into());
        }
        Ok(())
    }

    /// `SameOperandsShape`.
    pub fn same_operands_shape(&self) -> Result<(), String> {
        self.at_least_one(false)?;
        let types: SmallVec<[Type; 4]> = self.operand_types().collect();
        if !compatible_shapes(self.ctx, &types) {
            return Err("requires the same shape for all operands".into());
        }
        Ok(())
    }

    /// `SameOperandsAndResultShape`.
    pub fn same_operands_and_result_shape(&self) -> Result<(), String> {
        self.at_least_one(true)?;
        let types: SmallVec<[Type; 4]> = self.operand_types().chain(self.result_types()).collect();
        if !compatible_shapes(self.ctx, &types) {
            return Err("requires the same shape for all operands and results".into());
        }
        Ok(())
    }

    /// `SameOperandsElementType`.
    pub fn same_operands_element_type(&self) -> Result<(), String> {
        self.at_least_one(false)?;
        let mut elements = self
            .operand_types()
            .map(|t| element_type_or_self(self.ctx, t));
        let first = elements.next();
        if elements.any(|e| Some(e) != first) {
            return Err("requires the same element type for all operands".into());
        }
        Ok(())
    }

    /// `SameOperandsAndResultElementType`.
    pub fn same_operands_and_result_element_type(&self) -> Result<(), String> {
        self.at_least_one(true)?;
        let ctx = self.ctx;
        let element = element_type_or_self(ctx, ctx.value_type(self.data.results()[0]));
        if self
            .result_types()
            .skip(1)
            .chain(self.operand_types())
            .any(|t| element_type_or_self(ctx, t) != element)
        {
            return Err("requires the same element type for all operands and results".into());
        }
        Ok(())
    }

    /// `SameOperandsAndResultRank`.
    pub fn same_operands_and_result_rank(&self) -> Result<(), String> {
        self.at_least_one(false)?;
        let ctx = self.ctx;
        let rank = |t: Type| shape_of(ctx, t).flatten().map(<[i64]>::len);
        let operand_ranks: SmallVec<[usize; 4]> = self.operand_types().filter_map(rank).collect();
        let result_ranks: SmallVec<[usize; 4]> = self.result_types().filter_map(rank).collect();
        let Some(&r) = operand_ranks.first().or(result_ranks.first()) else {
            return Ok(());
        };
        if operand_ranks.iter().any(|&x| x != r) {
            return Err("operands don't have matching ranks".into());
        }
        if result_ranks.iter().any(|&x| x != r) {
            return Err("result type has different rank than operands".into());
        }
        Ok(())
    }

    /// `Elementwise`: scalars only, or every vector/tensor operand and
    /// result of one kind and compatible shapes.
    pub fn elementwise(&self) -> Result<(), String> {
        let ctx = self.ctx;
        // The "base type" of a mappable type (MLIR compares `TypeID`s).
        let kind = |t: Type| match ctx.type_data(t) {
            TypeData::Vector { .. } => Some(0),
            TypeData::RankedTensor { .. } => Some(1),
            TypeData::UnrankedTensor { .. } => Some(2),
            _ => None,
        };
        // The common cases without the lists: every type scalar, or every
        // operand and result of one mappable type (at least one of each).
        let mut all = self.operand_types().chain(self.result_types());
        match all.next() {
            None => return Ok(()),
            Some(first) if kind(first).is_none() => {
                if all.all(|t| kind(t).is_none()) {
                    return Ok(());
                }
            }
            Some(first) => {
                // (An operand and a result at least: a non-scalar operand
                // needs a non-scalar result.)
                if self.data.num_operands() > 0
                    && self.data.num_results() > 0
                    && all.all(|t| t == first)
                {
                    return Ok(());
                }
                // Every operand and result a vector, or every one a ranked
                // tensor, all of the first one's shape (`cmpf` on vectors:
                // the element types differ): the checks below all hold.
                let same_shape = |t: Type| match (ctx.type_data(first), ctx.type_data(t)) {
                    (
                        TypeData::Vector {
                            shape: a,
                            scalable: sa,
                            ..
                        },
                        TypeData::Vector {
                            shape: b,
                            scalable: sb,
                            ..
                        },
                    ) => a == b && sa == sb,
                    (
                        TypeData::RankedTensor { shape: a, .. },
                        TypeData::RankedTensor { shape: b, .. },
                    ) => a == b,
                    _ => false,
                };
                if self.data.num_operands() > 0
                    && self.data.num_results() > 0
                    && self
                        .operand_types()
                        .chain(self.result_types())
                        .all(same_shape)
                {
                    return Ok(());
                }
            }
        }
        let results: SmallVec<[Type; 2]> =
            self.result_types().filter(|&t| kind(t).is_some()).collect();
        let operands: SmallVec<[Type; 2]> = self
            .operand_types()
            .filter(|&t| kind(t).is_some())
            .collect();
        if results.is_empty() && operands.is_empty() {
            return Ok(());
        }
        if !results.is_empty() && operands.is_empty() {
            return Err(
                "if a result is non-scalar, then at least one operand must be non-scalar".into(),
            );
        }
        if results.is_empty() {
            return Err(
                "if an operand is non-scalar, then there must be at least one non-scalar result"
                    .into(),
            );
        }
        if results.len() != self.data.num_results() {
            return Err("if an operand is non-scalar, then all results must be non-scalar".into());
        }
        let types: SmallVec<[Type; 4]> = operands.iter().chain(&results).copied().collect();
        let base = kind(types[0]);
        if types.iter().any(|&t| kind(t) != base) || !compatible_shapes(ctx, &types) {
            return Err(
                "all non-scalar operands/results must have the same shape and base type".into(),
            );
        }
        Ok(())
    }

    /// `ResultsAreBoolLike`.
    pub fn results_are_bool_like(&self) -> Result<(), String> {
        let ctx = self.ctx;
        for t in self.result_types() {
            let e = tensor_or_vector_element_type(ctx, t);
            if !matches!(ctx.type_data(e), TypeData::Integer { width: 1, .. }) {
                return Err("requires a bool result type".into());
            }
        }
        Ok(())
    }

    /// `ResultsAreFloatLike`.
    pub fn results_are_float_like(&self) -> Result<(), String> {
        let ctx = self.ctx;
        for t in self.result_types() {
            let e = tensor_or_vector_element_type(ctx, t);
            if !matches!(ctx.type_data(e), TypeData::Float(_)) {
                return Err("requires a floating point type".into());
            }
        }
        Ok(())
    }

    /// `ResultsAreSignlessIntegerLike`.
    pub fn results_are_signless_integer_like(&self) -> Result<(), String> {
        let ctx = self.ctx;
        for t in self.result_types() {
            if !is_signless_int_or_index(ctx, tensor_or_vector_element_type(ctx, t)) {
                return Err("requires an integer or index type".into());
            }
        }
        Ok(())
    }

    /// `OperandsAreFloatLike`.
    pub fn operands_are_float_like(&self) -> Result<(), String> {
        let ctx = self.ctx;
        for t in self.operand_types() {
            let e = tensor_or_vector_element_type(ctx, t);
            if !matches!(ctx.type_data(e), TypeData::Float(_)) {
                return Err("requires a float type".into());
            }
        }
        Ok(())
    }

    /// `OperandsAreSignlessIntegerLike`.
    pub fn operands_are_signless_integer_like(&self) -> Result<(), String> {
        let ctx = self.ctx;
        for t in self.operand_types() {
            if !is_signless_int_or_index(ctx, tensor_or_vector_element_type(ctx, t)) {
                return Err("requires an integer or index type".into());
            }
        }
        Ok(())
    }

    /// `Terminator` (`IsTerminator::verifyTrait`): the op is the last of
    /// its block.
    pub fn last_in_block(&self) -> Result<(), String> {
        if self.data.parent_block().is_some() && self.data.next.is_some() {
            return Err("must be the last operation in the parent block".into());
        }
        Ok(())
    }

    /// `Symbol` (`SymbolOpInterface`'s verifier): `detail::verifySymbol`'s
    /// string `sym_name` and visibility, then a `declaration`
    /// (`isDeclaration`) must not be public, and a registered parent op
    /// must have the `SymbolTable` trait. MLIR's messages. An `optional`
    /// symbol (`isOptionalSymbol`) without an inherent `sym_name` is not
    /// checked.
    pub fn symbol(&self, optional: bool, declaration: bool) -> Result<(), String> {
        let ctx = self.ctx;
        // `getInherentAttr` (the op's properties) with `inherent`, else
        // the discardable attributes too.
        let get = |name: &str, inherent: bool| -> Option<Attribute> {
            let sym = ctx.lookup_symbol(name)?;
            let own = self.data.properties().and_then(|p| ctx.dict_get(p, sym));
            if inherent {
                return own;
            }
            own.or_else(|| ctx.dict_get(self.data.attributes(), sym))
        };
        let attr = |name: &str| get(name, false);
        if optional && get("sym_name", true).is_none() {
            return Ok(());
        }
        let string = |a: Attribute| match ctx.attr_data(a) {
            AttrData::String { value, .. } => Some(value),
            _ => None,
        };
        if attr("sym_name").and_then(string).is_none() {
            return Err("requires string attribute 'sym_name'".into());
        }
        let visibility = attr("sym_visibility");
        if let Some(vis) = visibility {
            let shown = || crate::text::print_attribute(ctx, vis);
            match string(vis) {
                None => {
                    return Err(format!(
                        "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
                        shown()
                    ));
                }
                Some(v) if !matches!(&v[..], b"public" | b"private" | b"nested") => {
                    return Err(format!(
                        "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                        shown()
                    ));
                }
                Some(_) => {}
            }
        }
        let public = || {
            visibility
                .and_then(string)
                .is_none_or(|v| &v[..] == b"public")
        };
        if declaration && public() {
            return Err("symbol declaration cannot have public visibility".into());
        }
        if let Some(parent) = ctx.parent_op(self.op)
            && let Some(def) = ctx.op_definition(ctx.op(parent).name())
            && !def.traits.contains(crate::OpTraits::SYMBOL_TABLE)
        {
            return Err("symbol's parent must have the SymbolTable trait".into());
        }
        Ok(())
    }

    /// `HasParent<…>` / `ParentOneOf<[…]>`: the parent op is named one of
    /// `names`.
    pub fn has_parent(&self, names: &[&str]) -> Result<(), String> {
        let ctx = self.ctx;
        let parent = self
            .data
            .parent_block()
            .and_then(|b| ctx.try_block(b).ok())
            .and_then(|b| b.parent_region())
            .and_then(|r| ctx.try_region(r).ok())
            .and_then(|r| r.parent_op());
        if let Some(p) = parent
            && let Ok(pd) = ctx.try_op(p)
        {
            let name = ctx.op_name_str(pd.name());
            if names.contains(&name) {
                return Ok(());
            }
        }
        Err(if names.len() == 1 {
            format!("expects parent op '{}'", names[0])
        } else {
            format!("expects parent op to be one of '{}'", names.join(", "))
        })
    }

    /// `SingleBlock` (the part the runtime's verifier does not do): a
    /// region's block is not empty unless the op is `NoTerminator`.
    pub fn single_block(&self, no_terminator: bool) -> Result<(), String> {
        let ctx = self.ctx;
        for (i, &r) in self.data.regions().iter().enumerate() {
            let Ok(region) = ctx.try_region(r) else {
                continue;
            };
            match region.blocks() {
                [] => {}
                [b] => {
                    if !no_terminator
                        && ctx
                            .try_block(*b)
                            .is_ok_and(|block| block.last_op().is_none())
                    {
                        return Err("expects a non-empty block".into());
                    }
                }
                _ => return Err(format!("expects region #{i} to have 0 or 1 blocks")),
            }
        }
        Ok(())
    }

    /// `NoRegionArguments`: no non-empty region has block arguments.
    pub fn no_region_arguments(&self) -> Result<(), String> {
        let ctx = self.ctx;
        let regions = self.data.regions();
        for (i, &r) in regions.iter().enumerate() {
            let Ok(region) = ctx.try_region(r) else {
                continue;
            };
            let Some(&entry) = region.blocks().first() else {
                continue;
            };
            if ctx.try_block(entry).is_ok_and(|b| !b.args().is_empty()) {
                return Err(if regions.len() > 1 {
                    format!("region #{i} should have no arguments")
                } else {
                    "region should have no arguments".into()
                });
            }
        }
        Ok(())
    }

    /// `SingleBlockImplicitTerminator<"op">`: every non-empty region ends
    /// with op `terminator`.
    /// (The region part of the trait; its `SingleBlock` part is
    /// [`OpVerifier::single_block`].)
    pub fn single_block_implicit_terminator(&self, terminator: &str) -> Result<(), String> {
        let ctx = self.ctx;
        for &r in self.data.regions() {
            let Ok(region) = ctx.try_region(r) else {
                continue;
            };
            let Some(&b) = region.blocks().first() else {
                continue;
            };
            let Some(last) = ctx.try_block(b).ok().and_then(|b| b.last_op()) else {
                continue;
            };
            let name = ctx.op_name_str(ctx.op(last).name());
            if name != terminator {
                // MLIR's note, at the op.
                super::attach_note(
                    self.op,
                    self.data.loc(),
                    format!(
                        "in custom textual format, the absence of terminator implies '{terminator}'"
                    ),
                );
                return Err(format!(
                    "expects regions to end with '{terminator}', found '{name}'"
                ));
            }
        }
        Ok(())
    }

    /// The value of operand or result group `g` as MLIR's getter reads it:
    /// `*getODSOperands(g).begin()`, the value at the group's start (its
    /// first value: a single-value group of a segment-sized op may hold
    /// two; for a group segment sizes left empty, the next group's first,
    /// which mlir-opt-22's trait checks then compare), none past the last.
    fn group_value(&self, e: Entity) -> Option<Value> {
        match e {
            Entity::Operand(g) => {
                let r = self.operands.get(g);
                (r.start < self.data.num_operands()).then(|| self.data.operand(r.start))
            }
            Entity::Result(g) => {
                let r = self.results.get(g);
                (r.start < self.data.num_results()).then(|| self.data.result(r.start))
            }
            Entity::Attr(_) => None,
        }
    }

    /// The type of entity `e` (`$e.getType()`).
    fn entity_type(&self, e: Entity) -> Option<Type> {
        match e {
            Entity::Attr(name) => self
                .ctx
                .attr(self.op, name)
                .and_then(|a| attr_type(self.ctx, a)),
            _ => self.group_value(e).map(|v| self.ctx.value_type(v)),
        }
    }

    /// `AllTypesMatch<[…]>` and its siblings (a `PredOpTrait`): every
    /// entity agrees on `kind`; else `failed to verify that {summary}`.
    pub fn all_match(
        &self,
        kind: MatchKind,
        entities: &[Entity],
        summary: &str,
    ) -> Result<(), String> {
        if self.entities_agree(kind, entities) {
            Ok(())
        } else {
            Err(format!("failed to verify that {summary}"))
        }
    }

    /// The predicate of `AllTypesMatch<[…]>` and its siblings: every entity
    /// agrees on `kind` (an entity without a type never agrees).
    pub fn entities_agree(&self, kind: MatchKind, entities: &[Entity]) -> bool {
        entities_agree_by(self.ctx, kind, entities, |e| self.entity_type(e))
    }

    /// `TypesMatchWith<summary, lhs, rhs, transform, comparator>` (a
    /// `PredOpTrait`): `comparator(transform(type of lhs), type of rhs)`.
    pub fn types_match_with(
        &self,
        lhs: Entity,
        rhs: Entity,
        transform: TypeTransform,
        comparator: TypeComparator,
        summary: &str,
    ) -> Result<(), String> {
        if types_match_with_by(
            self.ctx,
            self.entity_type(lhs),
            self.entity_type(rhs),
            transform,
            comparator,
        ) {
            Ok(())
        } else {
            Err(format!("failed to verify that {summary}"))
        }
    }

    /// `OptionalTypesMatchWith`: [`Self::types_match_with`], holding when
    /// `lhs` or `rhs` is an absent optional operand or result.
    pub fn optional_types_match_with(
        &self,
        lhs: Entity,
        rhs: Entity,
        transform: TypeTransform,
        comparator: TypeComparator,
        summary: &str,
    ) -> Result<(), String> {
        if self.entity_type(lhs).is_none() || self.entity_type(rhs).is_none() {
            return Ok(());
        }
        self.types_match_with(lhs, rhs, transform, comparator, summary)
    }

    /// A user `PredOpTrait<summary, predicate>`.
    pub fn pred_op_trait(&self, pred: OpPredicate, summary: &str) -> Result<(), String> {
        if pred(self.ctx, self.op) {
            Ok(())
        } else {
            Err(format!("failed to verify that {summary}"))
        }
    }

    /// A `PredOpTrait<summary, predicate>` whose predicate combines ODS's
    /// op predicates (`TypeIsPred`, `All…Match<[…]>.predicate`,
    /// `AllMatchSameOperatorPred`, user predicates) with `And`/`Or`/`Neg`:
    /// `pred` evaluates it on this verifier (its entities resolved by name
    /// at expansion time).
    pub fn op_predicate(
        &self,
        pred: impl FnOnce(&Self) -> bool,
        summary: &str,
    ) -> Result<(), String> {
        if pred(self) {
            Ok(())
        } else {
            Err(format!("failed to verify that {summary}"))
        }
    }

    /// The context of the op being verified.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The op being verified.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// `TypeIsPred<"name", Type>`: the entity has a type and `pred` (the
    /// type constraint's predicate) holds for it.
    pub fn type_is(&self, e: Entity, pred: impl FnOnce(&Context, Type) -> bool) -> bool {
        self.entity_type(e).is_some_and(|t| pred(self.ctx, t))
    }

    /// `ElementTypeIsPred<"name", Type>`: entity `e`'s type is a shaped
    /// type (`isa<ShapedType>`: tensor, vector, memref, or a dialect type
    /// implementing `ShapedTypeInterface`) whose element type satisfies
    /// `pred` (`getElementTypeOrSelf`).
    pub fn element_type_is(&self, e: Entity, pred: impl FnOnce(&Context, Type) -> bool) -> bool {
        let Some(t) = self.entity_type(e) else {
            return false;
        };
        let shaped = match self.ctx.type_data(t) {
            TypeData::RankedTensor { .. }
            | TypeData::UnrankedTensor { .. }
            | TypeData::Vector { .. }
            | TypeData::MemRef { .. }
            | TypeData::UnrankedMemRef { .. } => true,
            TypeData::Opaque(_) => self.ctx.shaped_element_type(t).is_some(),
            _ => false,
        };
        shaped && pred(self.ctx, element_type_or_self(self.ctx, t))
    }

    /// `AllMatchSameOperatorPred<[names], operator>`: `operator` gives the
    /// same result for every entity (values: operands and results). An
    /// entity without a value (past the last one) never matches.
    pub fn same_operator<K: PartialEq>(
        &self,
        entities: &[Entity],
        operator: impl Fn(&Context, Value) -> K,
    ) -> bool {
        let mut keys = entities
            .iter()
            .map(|&e| self.group_value(e).map(|v| operator(self.ctx, v)));
        match keys.next() {
            None => true,
            Some(None) => false,
            Some(first) => keys.all(|k| k.is_some() && k == first),
        }
    }

    /// `AllMatchSameOperatorPred<[attributes], operator>`: `operator` gives
    /// each named attribute of the op the same key (C++ applies it to the
    /// attribute's value, `getStartIndices()`; PPHLO's `slice` compares the
    /// sizes of three `DenseI64ArrayAttr`s). An absent (optional) attribute
    /// has no key: it agrees only with other absent ones.
    pub fn same_attr_operator<K: PartialEq>(
        &self,
        names: &[&str],
        operator: impl Fn(&Context, Attribute) -> K,
    ) -> bool {
        let mut keys = names
            .iter()
            .map(|&n| self.ctx.attr(self.op, n).map(|a| operator(self.ctx, a)));
        match keys.next() {
            None => true,
            Some(first) => keys.all(|k| k == first),
        }
    }

    /// The `InferTypeOpInterface` check (`verifyInferredResultTypes`): the
    /// result types `inferred` from the operands and attributes are the
    /// op's result types.
    pub fn inferred_result_types(&self, inferred: &[Option<Type>]) -> Result<(), String> {
        let actual: SmallVec<[Type; 2]> = self.result_types().collect();
        if inferred.len() == actual.len()
            && inferred.iter().zip(&actual).all(|(i, a)| *i == Some(*a))
        {
            return Ok(());
        }
        if inferred.iter().any(Option::is_none) {
            return Err("failed to infer returned types".into());
        }
        let inferred: SmallVec<[Type; 2]> = inferred.iter().flatten().copied().collect();
        // Two errors, as MLIR's `refineReturnTypes` then
        // `verifyInferredResultTypes` emit them.
        Err(super::infer_check::inferred_failure(
            &super::infer_check::incompatible_message(
                self.ctx, self.op, &inferred, self.ctx, &actual,
            ),
        ))
    }

    /// The result types of this op as the op's trait-derived inference
    /// computes them from its operands and attributes (one entry per
    /// result; `None` where a source is missing).
    pub fn infer_from(&self, sources: &[ResultSource]) -> SmallVec<[Option<Type>; 2]> {
        let mut out: SmallVec<[Option<Type>; 2]> = SmallVec::new();
        // mlir-tblgen's `inferReturnTypes` reads a source operand as
        // `operands[N]`, N its position among the declared operands, not
        // its group's first value: with an optional or variadic group
        // before it, another operand or none (`failed to infer returned
        // types`). The verifier calls it, so it reads the same here.
        let entity_type = |e: Entity| match e {
            Entity::Operand(g) => declared_operand_type(self.ctx, self.data, g),
            e => self.entity_type(e),
        };
        for s in sources {
            let ty = match *s {
                ResultSource::Entity(e) => entity_type(e),
                ResultSource::EarlierResult(i) => out.get(i).copied().flatten(),
                // A buildable result's type is checked by its constraint
                // (the verifier cannot create types): the op's own.
                ResultSource::Buildable(_) => {
                    let r = self.results.get(out.len());
                    (r.len() == 1).then(|| self.ctx.value_type(self.data.result(r.start)))
                }
                ResultSource::Transformed(e, f) => entity_type(e).and_then(|t| {
                    let mut cx = TypeCx::lookup(self.ctx);
                    f(&mut cx, t)
                }),
            };
            out.push(ty);
        }
        out
    }
}

/// The type of the operand at position `g` (`operands[g]` of mlir-tblgen's
/// `inferReturnTypes`, `g` the source operand's declared position), if the
/// op has that many operands.
fn declared_operand_type(ctx: &Context, data: &crate::OpData, g: usize) -> Option<Type> {
    data.operands.get(g).map(|o| ctx.value_type(o.value()))
}

fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Index
            | TypeData::Integer {
                signedness: Signedness::Signless,
                ..
            }
    )
}

/// [`OpVerifier::entities_agree`] with the entities' types from
/// `entity_type` (shared by the general and the fast verifier).
#[inline]
fn entities_agree_by(
    ctx: &Context,
    kind: MatchKind,
    entities: &[Entity],
    entity_type: impl Fn(Entity) -> Option<Type>,
) -> bool {
    #[derive(PartialEq)]
    enum Key<'a> {
        Type(Type),
        Shape(Option<&'a [i64]>),
        Count(Option<i64>),
        Id(TypeIdKey<'a>),
    }
    let key = |e: Entity| -> Option<Key<'_>> {
        let t = entity_type(e)?;
        Some(match kind {
            MatchKind::Type => Key::Type(t),
            MatchKind::ElementType => Key::Type(element_type_or_self(ctx, t)),
            MatchKind::Shape => Key::Shape(shape_of(ctx, t)?),
            MatchKind::Rank => Key::Count(shape_of(ctx, t)?.map(|s| s.len() as i64)),
            MatchKind::ElementCount => {
                Key::Count(shape_of(ctx, t)?.map(|s| s.iter().product::<i64>()))
            }
            MatchKind::TypeId => Key::Id(type_id_key(ctx, t)),
        })
    };
    let mut keys = entities.iter().map(|&e| key(e));
    match keys.next() {
        None => true,
        Some(first) => first.is_some() && keys.all(|k| k == first),
    }
}

/// The predicate of `TypesMatchWith`: `comparator(transform(lhs), rhs)`,
/// false if either type is missing.
#[inline]
fn types_match_with_by(
    ctx: &Context,
    lhs: Option<Type>,
    rhs: Option<Type>,
    transform: TypeTransform,
    comparator: TypeComparator,
) -> bool {
    match (lhs, rhs) {
        (Some(l), Some(r)) => {
            let mut cx = TypeCx::lookup(ctx);
            transform(&mut cx, l).is_some_and(|t| comparator(ctx, t, r))
        }
        _ => false,
    }
}

/// The predicate traits on the fast path (see [`FastVerifier`]): the same
/// predicates as [`OpVerifier`]'s, with an attribute read at its position
/// among the definition's inherent attributes (no lookup of its name) and
/// the groups as the fast checker split them (no group table built).
impl FastVerifier<'_> {
    /// The type of entity `e`, as [`OpVerifier`] finds it.
    // Always inlined: the generated verifiers pass constant entities, so
    // the attribute's position and the group lookups fold away.
    #[inline(always)]
    fn entity_type(&self, e: Entity) -> Option<Type> {
        match e {
            Entity::Attr(name) => {
                // The generated code names the attribute with the same
                // literal as the definition's table, usually at the same
                // address: no string compare then.
                let names = self.def.inherent_attrs;
                let k = names
                    .iter()
                    .position(|n| std::ptr::eq(n.as_ptr(), name.as_ptr()) && n.len() == name.len())
                    .or_else(|| names.iter().position(|n| *n == name))?;
                attr_type(self.ctx, self.inherent_attr(k)?)
            }
            // The group's first value, as `OpVerifier::group_value`.
            Entity::Operand(g) => match self.operand_group(g)? {
                [o, ..] => Some(self.ctx.value_type(o.value())),
                [] => None,
            },
            Entity::Result(g) => match self.result_group(g)? {
                &[r, ..] => Some(self.ctx.value_type(r)),
                [] => None,
            },
        }
    }

    /// [`OpVerifier::all_match`]'s predicate.
    #[inline(always)]
    pub fn all_match(&self, kind: MatchKind, entities: &[Entity]) -> bool {
        if kind == MatchKind::Type
            && let [first, rest @ ..] = entities
        {
            let Some(t) = self.entity_type(*first) else {
                return false;
            };
            return rest.iter().all(|&e| self.entity_type(e) == Some(t));
        }
        entities_agree_by(self.ctx, kind, entities, |e| self.entity_type(e))
    }

    /// [`OpVerifier::types_match_with`]'s predicate.
    pub fn types_match_with(
        &self,
        lhs: Entity,
        rhs: Entity,
        transform: TypeTransform,
        comparator: TypeComparator,
    ) -> bool {
        types_match_with_by(
            self.ctx,
            self.entity_type(lhs),
            self.entity_type(rhs),
            transform,
            comparator,
        )
    }

    /// [`OpVerifier::optional_types_match_with`]'s predicate.
    pub fn optional_types_match_with(
        &self,
        lhs: Entity,
        rhs: Entity,
        transform: TypeTransform,
        comparator: TypeComparator,
    ) -> bool {
        let (l, r) = (self.entity_type(lhs), self.entity_type(rhs));
        l.is_none() || r.is_none() || types_match_with_by(self.ctx, l, r, transform, comparator)
    }

    /// [`OpVerifier::inferred_result_types`] of the types
    /// [`OpVerifier::infer_from`] derives from `sources`: they are the op's
    /// result types.
    pub fn inferred_result_types(&self, sources: &[ResultSource]) -> bool {
        let results = self.data.results();
        // Result `i` is group `i` only when every group is a single value.
        if results.len() != sources.len()
            || self.shape.results.iter().any(|k| *k != ValueKind::Single)
        {
            return false;
        }
        // A source operand by its declared position (see `infer_from`).
        let entity_type = |e: Entity| match e {
            Entity::Operand(g) => declared_operand_type(self.ctx, self.data, g),
            e => self.entity_type(e),
        };
        for (i, s) in sources.iter().enumerate() {
            let inferred = match *s {
                ResultSource::Entity(e) => entity_type(e),
                ResultSource::EarlierResult(j) if j < i => Some(self.ctx.value_type(results[j])),
                ResultSource::EarlierResult(_) => None,
                // Checked by the result's own constraint (see `infer_from`).
                ResultSource::Buildable(_) => continue,
                ResultSource::Transformed(e, f) => entity_type(e).and_then(|t| {
                    let mut cx = TypeCx::lookup(self.ctx);
                    f(&mut cx, t)
                }),
            };
            if inferred != Some(self.ctx.value_type(results[i])) {
                return false;
            }
        }
        true
    }
}

// ----- result type inference ---------------------------------------------

/// Where ODS takes a result's type from when it derives it from the op's
/// traits (`Operator::populateTypeInferenceInfo`): one entry per result.
#[derive(Clone, Copy, Debug)]
#[doc(hidden)]
pub enum ResultSource {
    /// The type of an operand group or attribute (`AllTypesMatch`,
    /// `SameOperandsAndResultType`).
    Entity(Entity),
    /// The type of an earlier result (`AllTypesMatch` among results).
    EarlierResult(usize),
    /// A buildable type (`I1`, `Index`, …: `BuildableType::build_type`).
    Buildable(fn(&mut Context) -> Type),
    /// `TypesMatchWith`: a transformed operand or attribute type.
    Transformed(Entity, TypeTransform),
}

/// The result types of an op being built, as described by `sources`
/// (ODS's trait-derived `inferReturnTypes`): appended to the state.
#[doc(hidden)]
pub fn infer_from_sources(
    ctx: &mut Context,
    b: &mut super::StateBuilder,
    shape: &'static super::OpShape,
    sources: &[ResultSource],
) -> Result<(), super::BuildError> {
    let mut out: SmallVec<[Type; 2]> = SmallVec::new();
    for (i, s) in sources.iter().enumerate() {
        let entity_type = |ctx: &Context, b: &super::StateBuilder, e: Entity| -> Option<Type> {
            match e {
                Entity::Operand(g) => b.operand_group_value(shape, g).map(|v| ctx.value_type(v)),
                Entity::Attr(name) => b.attr_named(ctx, name).and_then(|a| attr_type(ctx, a)),
                Entity::Result(_) => None,
            }
        };
        let ty = match *s {
            ResultSource::Entity(e) => entity_type(ctx, b, e),
            ResultSource::EarlierResult(j) => out.get(j).copied(),
            ResultSource::Buildable(f) => Some(f(ctx)),
            ResultSource::Transformed(e, f) => {
                entity_type(ctx, b, e).and_then(|t| f(&mut TypeCx::building(ctx), t))
            }
        };
        let Some(ty) = ty else {
            return Err(super::BuildError(format!(
                "cannot infer the type of result #{i}: its source operand or attribute is missing or untyped"
            )));
        };
        out.push(ty);
    }
    b.results(&out);
    Ok(())
}

// ----- trait folders -------------------------------------------------------

/// `OpTrait::impl::foldIdempotent`: `op(op(x)) -> op(x)` for one operand,
/// `op(x, x) -> x` for two.
#[doc(hidden)]
pub fn fold_idempotent(ctx: &Context, op: OpId) -> Option<OpFoldResult> {
    let data = ctx.try_op(op).ok()?;
    match data.num_operands() {
        0 => None,
        1 => {
            let x = data.operand(0);
            let def = ctx.defining_op(x)?;
            (ctx.op(def).name() == data.name()).then_some(OpFoldResult::Value(x))
        }
        _ => (data.operand(0) == data.operand(1)).then(|| OpFoldResult::Value(data.operand(0))),
    }
}

/// `OpTrait::impl::foldInvolution`: `op(op(x)) -> x`.
#[doc(hidden)]
pub fn fold_involution(ctx: &Context, op: OpId) -> Option<OpFoldResult> {
    let data = ctx.try_op(op).ok()?;
    if data.num_operands() == 0 {
        return None;
    }
    let def = ctx.defining_op(data.operand(0))?;
    let inner = ctx.op(def);
    (inner.name() == data.name() && inner.num_operands() > 0)
        .then(|| OpFoldResult::Value(inner.operand(0)))
}

/// `CastOpInterface`'s trait folder (`impl::foldCastInterfaceOp`) for a
/// single-result op: a cast whose operand and result types are equal (one
/// operand) folds to its operand.
#[doc(hidden)]
pub fn fold_cast_op(ctx: &Context, op: OpId) -> Option<OpFoldResult> {
    let data = ctx.try_op(op).ok()?;
    if data.num_operands() != 1 || data.results().len() != 1 {
        return None;
    }
    let x = data.operand(0);
    (ctx.value_type(x) == ctx.value_type(data.results()[0])).then_some(OpFoldResult::Value(x))
}

// ----- user traits ---------------------------------------------------------

/// A user trait (`def MyTrait : NativeOpTrait<"MyTrait">;`, C++'s
/// `OpTrait::MyTrait<ConcreteType>`): the Rust type named by the record's
/// string implements this; ops listing the trait run
/// [`NativeOpTrait::verify_trait`] with the other native traits, in the
/// order the op lists them.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is used as an ODS trait (`NativeOpTrait`) but does not implement `drr::ods::NativeOpTrait`",
    label = "the trait's Rust type",
    note = "write `impl drr::ods::NativeOpTrait for {Self} {{ fn verify_trait(ctx: &drr::Context, op: drr::OpId) -> Result<(), String> {{ … }} }}`"
)]
pub trait NativeOpTrait {
    /// Verifies the trait on `op`; the message, if any, is reported as
    /// `'name' op <message>`. The default accepts every op.
    fn verify_trait(ctx: &Context, op: OpId) -> Result<(), String> {
        let _ = (ctx, op);
        Ok(())
    }
}
