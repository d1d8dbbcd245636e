//! Building [`OperationState`]s for `ods!` ops: the aggregate builder,
//! the step-by-step [`StateBuilder`] behind separate-parameter builders,
//! and result-type inference.
//!
//! Inherent attributes (the op's ODS attributes and `operandSegmentSizes`)
//! go into the state's properties dictionary; any other attribute given to
//! the aggregate builder is a discardable attribute. Fixed regions are
//! created empty, as MLIR's builders do.

use smallvec::SmallVec;

use super::op::BuildError;
use crate::{
    AttrData, Attribute, BlockId, Context, Location, NamedAttribute, OpDefinition, OperationState,
    Type, Value,
};

/// Builds the state for `def` from result types, operands and attributes
/// (MLIR's aggregate `build`). Attributes named in `def.inherent_attrs`
/// become properties, others discardable attributes.
#[doc(hidden)]
pub fn build_aggregate(
    ctx: &mut Context,
    def: &'static OpDefinition,
    num_regions: usize,
    loc: Location,
    result_types: &[Type],
    operands: &[Value],
    attributes: &[NamedAttribute],
) -> OperationState {
    let mut b = StateBuilder::new(ctx, def, loc);
    b.state.result_types.extend_from_slice(result_types);
    b.state.operands.extend_from_slice(operands);
    for a in attributes {
        if def.inherent_attrs.contains(&ctx.str(a.name)) {
            b.properties.push((u32::MAX, *a));
        } else {
            b.state.attributes.push(*a);
        }
    }
    b.finish(ctx, num_regions)
}

/// Accumulates an [`OperationState`] argument by argument.
#[doc(hidden)]
pub struct StateBuilder {
    state: OperationState,
    def: &'static OpDefinition,
    /// Inherent attributes in the order set, each with its position in
    /// `def.inherent_attrs` (sorted by name) or `u32::MAX` if unknown.
    properties: SmallVec<[(u32, NamedAttribute); 4]>,
    segments: SmallVec<[i32; 8]>,
}

impl StateBuilder {
    /// A state for op `def` at `loc`.
    #[inline]
    pub fn new(ctx: &mut Context, def: &'static OpDefinition, loc: Location) -> Self {
        let name = ctx.op_name_of_definition(def);
        StateBuilder {
            state: OperationState::new(name, loc),
            def,
            properties: SmallVec::new(),
            segments: SmallVec::new(),
        }
    }
    /// Adds one result type.
    #[inline]
    pub fn result(&mut self, ty: Type) {
        self.state.result_types.push(ty);
    }
    /// Adds the result types of a variadic result group.
    #[inline(always)]
    pub fn results(&mut self, tys: &[Type]) {
        // One type (most built ops): a push, not `extend_from_slice`'s
        // out-of-line `memmove`/`memcpy` calls; inlined into every
        // builder (it stayed a call with a plain `#[inline]`).
        if let [ty] = *tys {
            self.state.result_types.push(ty);
        } else {
            self.state.result_types.extend_from_slice(tys);
        }
    }
    /// Adds the result type of an optional result, if any.
    pub fn optional_result(&mut self, ty: Option<Type>) {
        self.state.result_types.extend(ty);
    }
    /// Adds a single operand.
    #[inline]
    pub fn operand(&mut self, v: Value) {
        self.state.operands.push(v);
        self.segments.push(1);
    }
    /// Adds a variadic operand group.
    pub fn operands(&mut self, vs: &[Value]) {
        self.state.operands.extend_from_slice(vs);
        self.segments.push(vs.len() as i32);
    }
    /// Adds a variadic operand group, appended by `push` to the operand
    /// list in place (no list of its own to fill and copy).
    #[inline]
    pub fn operands_with(&mut self, push: impl FnOnce(&mut SmallVec<[Value; 4]>)) {
        let before = self.state.operands.len();
        push(&mut self.state.operands);
        self.segments
            .push((self.state.operands.len() - before) as i32);
    }
    /// Adds an optional operand.
    pub fn optional_operand(&mut self, v: Option<Value>) {
        self.state.operands.extend(v);
        self.segments.push(v.is_some() as i32);
    }
    /// Sets inherent attribute `name`.
    pub fn attr(&mut self, ctx: &mut Context, name: &str, value: impl Into<Attribute>) {
        let k = self.def.inherent_attrs.iter().position(|a| *a == name);
        self.attr_at(ctx, k.unwrap_or(usize::MAX), name, value);
    }
    /// Sets inherent attribute `name`, which is `inherent_attrs[k]` of the
    /// op's definition (`k` out of range: looked up by name).
    #[inline]
    pub fn attr_at(
        &mut self,
        ctx: &mut Context,
        k: usize,
        name: &str,
        value: impl Into<Attribute>,
    ) {
        let value = value.into();
        debug_assert!(self.def.inherent_attrs.get(k).is_none_or(|a| *a == name));
        let (rank, name) = match ctx.registered_inherent_symbol(self.state.name, self.def, k) {
            Some(sym) => (k as u32, sym),
            None => (u32::MAX, ctx.symbol(name)),
        };
        self.properties.push((rank, NamedAttribute { name, value }));
    }
    /// Sets inherent attribute `name` if `value` is given.
    pub fn optional_attr<A: Into<Attribute>>(
        &mut self,
        ctx: &mut Context,
        name: &str,
        value: Option<A>,
    ) {
        if let Some(v) = value {
            self.attr(ctx, name, v);
        }
    }
    /// [`Self::optional_attr`] for `inherent_attrs[k]` (see [`Self::attr_at`]).
    #[inline]
    pub fn optional_attr_at<A: Into<Attribute>>(
        &mut self,
        ctx: &mut Context,
        k: usize,
        name: &str,
        value: Option<A>,
    ) {
        if let Some(v) = value {
            self.attr_at(ctx, k, name, v);
        }
    }
    /// Sets the unit attribute `name` if `present`.
    pub fn unit_attr(&mut self, ctx: &mut Context, name: &str, present: bool) {
        if present {
            let unit = ctx.unit_attr();
            self.attr(ctx, name, unit);
        }
    }
    /// [`Self::unit_attr`] for `inherent_attrs[k]` (see [`Self::attr_at`]).
    pub fn unit_attr_at(&mut self, ctx: &mut Context, k: usize, name: &str, present: bool) {
        if present {
            let unit = ctx.unit_attr();
            self.attr_at(ctx, k, name, unit);
        }
    }
    /// Adds a successor.
    pub fn successor(&mut self, b: BlockId) {
        self.state.successors.push(b);
    }
    /// Adds variadic successors.
    pub fn successors(&mut self, bs: &[BlockId]) {
        self.state.successors.extend_from_slice(bs);
    }
    /// Records the operand group sizes as the inherent attribute `name`
    /// (`operandSegmentSizes`).
    pub fn segment_sizes(&mut self, ctx: &mut Context, name: &str) {
        let sizes = ctx.dense_i32_array_attr(&self.segments);
        self.attr(ctx, name, sizes);
    }
    /// The state so far (to infer result types from).
    pub fn state(&self) -> &OperationState {
        &self.state
    }
    /// The single value of operand group `g` of an op of shape `shape`
    /// added so far (`None` if the group is not a single value).
    pub fn operand_group_value(&self, shape: &super::OpShape, g: usize) -> Option<Value> {
        // Groups are added in order, each recording its size.
        let _ = shape;
        let start: i32 = self.segments.get(..g)?.iter().sum();
        match self.segments.get(g) {
            Some(1) => self.state.operands.get(start as usize).copied(),
            _ => None,
        }
    }
    /// The values of operand group `g` added so far (`None` if fewer
    /// groups were added): what a custom builder DRR calls receives.
    pub fn operand_group(&self, g: usize) -> Option<&[Value]> {
        let start = self.segments.get(..g)?.iter().sum::<i32>() as usize;
        let len = *self.segments.get(g)? as usize;
        self.state.operands.get(start..start + len)
    }
    /// Inherent attribute `name` set so far.
    pub fn attr_named(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        self.properties
            .iter()
            .rev()
            .find(|p| ctx.str(p.1.name) == name)
            .map(|p| p.1.value)
    }
    /// The first inherent attribute set so far.
    pub fn first_attr(&self) -> Option<Attribute> {
        self.properties.first().map(|a| a.1.value)
    }
    /// The properties dictionary of the attributes set so far: without
    /// sorting strings when every name's position in the (sorted)
    /// `inherent_attrs` is known.
    // Inlined for the usual single property; the rest is out of line.
    #[inline]
    fn properties_dict(&mut self, ctx: &mut Context) -> Attribute {
        // One property (the usual DRR result op): already sorted, no
        // repeated names; no sort, no buffer.
        if let [(rank, a)] = self.properties[..]
            && rank != u32::MAX
        {
            return ctx.built_dictionary(&[a]);
        }
        self.properties_dict_general(ctx)
    }

    /// [`StateBuilder::properties_dict`] of several properties, or of
    /// names not in the definition.
    #[inline(never)]
    fn properties_dict_general(&mut self, ctx: &mut Context) -> Attribute {
        if self.properties.iter().any(|p| p.0 == u32::MAX) {
            return ctx.dictionary(self.properties.iter().map(|p| p.1).collect());
        }
        // Two properties (most ops with several: an attribute and
        // `operandSegmentSizes`): ordered by one compare, without the sort
        // call and the entry buffer below (same result).
        if let [(ra, a), (rb, b)] = self.properties[..] {
            return match ra.cmp(&rb) {
                std::cmp::Ordering::Less => ctx.built_dictionary(&[a, b]),
                std::cmp::Ordering::Greater => ctx.built_dictionary(&[b, a]),
                std::cmp::Ordering::Equal => ctx.built_dictionary(&[b]),
            };
        }
        // Stable: of repeated names, the last set wins (as `dictionary`).
        self.properties.sort_by_key(|p| p.0);
        let mut entries: SmallVec<[NamedAttribute; 8]> = SmallVec::new();
        let mut last = u32::MAX;
        for &(rank, a) in &self.properties {
            if rank == last {
                *entries.last_mut().expect("a previous entry") = a;
            } else {
                entries.push(a);
                last = rank;
            }
        }
        ctx.built_dictionary(&entries)
    }
    /// Finishes the state, creating `num_regions` empty regions.
    #[inline]
    pub fn finish(mut self, ctx: &mut Context, num_regions: usize) -> OperationState {
        self.finish_in_place(ctx, num_regions);
        self.state
    }

    /// [`StateBuilder::finish`] without moving the state out: for
    /// [`crate::Context::create_op_from`].
    #[inline]
    pub fn finish_in_place(
        &mut self,
        ctx: &mut Context,
        num_regions: usize,
    ) -> &mut OperationState {
        if !self.properties.is_empty() {
            self.state.properties = Some(self.properties_dict(ctx));
        }
        self.add_regions(ctx, num_regions)
    }

    /// [`StateBuilder::finish_in_place`] given `like`, an existing
    /// properties attribute (the replaced root's, in a DRR rewrite): when
    /// the properties set are exactly `like`'s entries (checked for the
    /// usual single property), `like` is the dictionary, without a lookup
    /// in the dictionary table (it would find `like`: dictionaries are
    /// interned by content). Otherwise as `finish_in_place`.
    #[inline(always)]
    pub(crate) fn finish_in_place_like(
        &mut self,
        ctx: &mut Context,
        num_regions: usize,
        like: Option<Attribute>,
    ) -> &mut OperationState {
        if let (Some(dict), [(rank, a)]) = (like, &self.properties[..])
            && *rank != u32::MAX
            && ctx.dict_entries(dict) == [*a]
        {
            self.state.properties = like;
            return self.add_regions(ctx, num_regions);
        }
        self.finish_in_place(ctx, num_regions)
    }

    /// Creates the `num_regions` empty regions of the state.
    #[inline]
    fn add_regions(&mut self, ctx: &mut Context, num_regions: usize) -> &mut OperationState {
        for _ in 0..num_regions {
            let r = ctx.create_region();
            self.state.regions.push(r);
        }
        &mut self.state
    }
}

/// `SameOperandsAndResultType`: `n` results of the first operand's type.
#[doc(hidden)]
pub fn infer_same_operands_and_result_type(
    ctx: &Context,
    b: &mut StateBuilder,
    n: usize,
) -> Result<(), BuildError> {
    let Some(&first) = b.state.operands.first() else {
        return Err(BuildError(
            "cannot infer result types: the op has no operands to take the type from".into(),
        ));
    };
    let ty = ctx.value_type(first);
    b.state.result_types.extend(std::iter::repeat_n(ty, n));
    Ok(())
}

/// `FirstAttrDerivedResultType`: `n` results of the first attribute's type
/// (the type itself for a type attribute).
#[doc(hidden)]
pub fn infer_first_attr_derived(
    ctx: &Context,
    b: &mut StateBuilder,
    n: usize,
) -> Result<(), BuildError> {
    let ty = b.first_attr().and_then(|a| match ctx.attr_data(a) {
        AttrData::Type(t)
        | AttrData::Integer { ty: t, .. }
        | AttrData::BigInteger { ty: t, .. }
        | AttrData::Float { ty: t, .. }
        | AttrData::DenseElements { ty: t, .. }
        | AttrData::DenseStrings { ty: t, .. } => Some(*t),
        AttrData::String { ty, .. } => *ty,
        _ => None,
    });
    let Some(ty) = ty else {
        return Err(BuildError(
            "cannot infer result types: the first attribute has no type".into(),
        ));
    };
    b.state.result_types.extend(std::iter::repeat_n(ty, n));
    Ok(())
}

/// Every result has a buildable type (ODS's `allResultTypesKnown`): one
/// result per function of `types`, in order.
#[doc(hidden)]
pub fn infer_buildable(
    ctx: &mut Context,
    b: &mut StateBuilder,
    types: &[fn(&mut Context) -> Type],
) -> Result<(), BuildError> {
    for f in types {
        let t = f(ctx);
        b.state.result_types.push(t);
    }
    Ok(())
}

/// A user `inferReturnTypes` function: result types from the state built
/// so far (operands and properties set, no result types).
#[doc(hidden)]
pub type InferReturnTypesFn = fn(&mut Context, &OperationState) -> Result<Vec<Type>, BuildError>;

/// Runs a user `inferReturnTypes` function.
#[doc(hidden)]
pub fn infer_with(
    ctx: &mut Context,
    b: &mut StateBuilder,
    f: InferReturnTypesFn,
) -> Result<(), BuildError> {
    // The state itself, its properties set for the call and restored
    // after (not a clone of the whole state per built op).
    let saved = b.state.properties;
    if !b.properties.is_empty() {
        b.state.properties = Some(ctx.dictionary(b.properties.iter().map(|p| p.1).collect()));
    }
    let tys = f(ctx, &b.state);
    b.state.properties = saved;
    // A copy of the slice, not the generic iterator extend (one reserve,
    // one memcpy).
    b.state.result_types.extend_from_slice(&tys?);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::op_definition::OpTraits;

    static DEF: OpDefinition = OpDefinition {
        name: "t.like",
        traits: OpTraits::NONE,
        inherent_attrs: &["a", "b"],
        verify: None,
        fold: None,
    };

    /// The properties of a state finished with `like`: `like` itself when
    /// it holds exactly the one property set, otherwise the interned
    /// dictionary of the properties (what `finish_in_place` builds).
    #[test]
    fn finish_like_reuses_only_an_identical_dictionary() {
        let mut ctx = Context::new();
        ctx.register_op(&DEF);
        let loc = ctx.unknown_loc();
        let one = ctx.string_attr("1");
        let two = ctx.string_attr("2");
        let props = |ctx: &mut Context, set: &[(usize, Attribute)], like: Option<Attribute>| {
            let mut b = StateBuilder::new(ctx, &DEF, loc);
            for &(k, v) in set {
                b.attr_at(ctx, k, DEF.inherent_attrs[k], v);
            }
            let with_like = b.finish_in_place_like(ctx, 0, like).properties;
            let mut plain = StateBuilder::new(ctx, &DEF, loc);
            for &(k, v) in set {
                plain.attr_at(ctx, k, DEF.inherent_attrs[k], v);
            }
            (with_like, plain.finish_in_place(ctx, 0).properties)
        };
        let (a1, _) = props(&mut ctx, &[(0, one)], None);
        let (a2, _) = props(&mut ctx, &[(0, two)], None);
        let (b1, _) = props(&mut ctx, &[(1, one)], None);
        let (ab, _) = props(&mut ctx, &[(0, one), (1, two)], None);
        assert!(a1.is_some() && a1 != a2 && a1 != b1 && a1 != ab);
        // The same single property: `like` is taken (the same handle the
        // lookup finds: dictionaries are interned by content).
        assert_eq!(props(&mut ctx, &[(0, one)], a1), (a1, a1));
        // A different value, a different name, a dictionary with more
        // entries, no properties, a non-dictionary `like`: the properties'
        // own dictionary.
        assert_eq!(props(&mut ctx, &[(0, two)], a1), (a2, a2));
        assert_eq!(props(&mut ctx, &[(1, one)], a1), (b1, b1));
        assert_eq!(props(&mut ctx, &[(0, one)], ab), (a1, a1));
        assert_eq!(props(&mut ctx, &[(0, one), (1, two)], a1), (ab, ab));
        assert_eq!(props(&mut ctx, &[], a1), (None, None));
        assert_eq!(props(&mut ctx, &[(0, one)], Some(one)), (a1, a1));
        // A state with regions gets them either way.
        let mut b = StateBuilder::new(&mut ctx, &DEF, loc);
        b.attr_at(&mut ctx, 0, "a", one);
        assert_eq!(b.finish_in_place_like(&mut ctx, 2, a1).regions.len(), 2);
    }

    /// Two properties, set in either order or twice under one name, give
    /// the dictionary `Context::dictionary` makes of them (sorted by name,
    /// the last value of a repeated name).
    #[test]
    fn two_properties_in_any_order() {
        let mut ctx = Context::new();
        ctx.register_op(&DEF);
        let loc = ctx.unknown_loc();
        let one = ctx.string_attr("1");
        let two = ctx.string_attr("2");
        let [a, b] = ["a", "b"].map(|n| ctx.symbol(n));
        let built = |ctx: &mut Context, set: &[(usize, Attribute)]| {
            let mut st = StateBuilder::new(ctx, &DEF, loc);
            for &(k, v) in set {
                st.attr_at(ctx, k, DEF.inherent_attrs[k], v);
            }
            st.finish_in_place(ctx, 0).properties
        };
        let entry = |name, value| NamedAttribute { name, value };
        let ab = ctx.dictionary(vec![entry(a, one), entry(b, two)]);
        assert_eq!(built(&mut ctx, &[(0, one), (1, two)]), Some(ab));
        assert_eq!(built(&mut ctx, &[(1, two), (0, one)]), Some(ab));
        let a2 = ctx.dictionary(vec![entry(a, two)]);
        assert_eq!(built(&mut ctx, &[(0, one), (0, two)]), Some(a2));
        let b1 = ctx.dictionary(vec![entry(b, one)]);
        assert_eq!(built(&mut ctx, &[(1, two), (1, one)]), Some(b1));
        assert_eq!(ctx.dict_entries(ab), &[entry(a, one), entry(b, two)]);
    }

    /// A variadic group appended in place (`operands_with`) leaves the
    /// operands and the segment sizes that `operands` does, empty groups
    /// and groups past the inline capacity included.
    #[test]
    fn operand_groups_in_place_match_copied_groups() {
        let mut ctx = Context::new();
        ctx.register_op(&DEF);
        let loc = ctx.unknown_loc();
        let i32t = ctx.integer_type(32, crate::Signedness::Signless);
        let block = ctx.create_block(&[(i32t, loc); 7]);
        let args: Vec<Value> = ctx.block(block).args().to_vec();
        let groups: [&[Value]; 4] = [&args[..1], &[], &args[1..7], &args[..2]];
        let build = |ctx: &mut Context, in_place: bool| {
            let mut b = StateBuilder::new(ctx, &DEF, loc);
            b.operand(args[6]);
            for g in groups {
                if in_place {
                    b.operands_with(|ops| ops.extend_from_slice(g));
                } else {
                    b.operands(g);
                }
            }
            b.segment_sizes(ctx, "operandSegmentSizes");
            let state = b.finish(ctx, 0);
            (state.operands.to_vec(), state.properties)
        };
        let copied = build(&mut ctx, false);
        assert_eq!(build(&mut ctx, true), copied);
        assert_eq!(copied.0.len(), 1 + 1 + 6 + 2);
        let sizes = ctx.dense_i32_array_attr(&[1, 1, 0, 6, 2]);
        let dict = copied.1.expect("segment sizes set");
        assert!(ctx.dict_entries(dict).iter().any(|e| e.value == sizes));
    }
}
