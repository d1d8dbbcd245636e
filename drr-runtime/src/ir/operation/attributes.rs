//! An operation's attributes: its properties (the inherent attributes, a
//! dictionary sorted by name) and its discardable attribute dictionary,
//! read by name or, for ops an `ods!` definition describes, by position in
//! the definition's sorted inherent-attribute list.

use super::*;

impl Context {
    /// Sets the properties attribute of `op`.
    pub fn set_properties(
        &mut self,
        op: OpId,
        properties: Option<Attribute>,
    ) -> Result<(), IrError> {
        self.op_mut(op)?.properties = properties.into();
        Ok(())
    }

    /// Replaces the discardable attribute dictionary of `op` (MLIR's
    /// `setDiscardableAttrs`: an entry named as an inherent attribute stays
    /// discardable here, while [`Context::create_op`] moves it into the
    /// properties as MLIR's `setAttrs` does; set those with
    /// [`Context::set_inherent_attr`]). Fails, changing nothing, if two of
    /// `attrs` have the same name.
    pub fn set_attributes(&mut self, op: OpId, attrs: Vec<NamedAttribute>) -> Result<(), IrError> {
        self.try_op(op)?;
        let dict = self.try_dictionary(attrs)?;
        self.ops[op].attributes = dict;
        Ok(())
    }

    /// Looks up an attribute of `op` by name: first among the inherent
    /// attributes (properties), then among the discardable ones.
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        let data = self.ops.get(op)?;
        // The entries are compared by their names' strings: a symbol's
        // string is unique, so this finds the entry a lookup of `name`'s
        // symbol would (none if `name` was never interned), and for the
        // few entries of a dictionary it costs less than hashing `name`
        // (~125 instructions per call).
        let find = |dict: Attribute| {
            self.dict_entries(dict)
                .iter()
                .find(|e| self.str(e.name) == name)
                .map(|e| e.value)
        };
        data.properties
            .get()
            .and_then(find)
            .or_else(|| find(data.attributes))
    }

    /// Looks up attribute `name` of `op` (as [`Context::attr`]) where
    /// `name` is `def.inherent_attrs[k]`: if `def` is the definition
    /// registered for the op, its symbol comes from the registration
    /// table instead of a string lookup.
    // Inlined (the positional hit only; the rest is out of line): the
    // matchers call it once per captured attribute, and inlined it shares
    // the op's record lookup with the captures around it and costs no
    // call frame.
    #[inline]
    pub fn attr_of_definition(
        &self,
        op: OpId,
        def: &'static crate::OpDefinition,
        k: usize,
        name: &str,
    ) -> Option<Attribute> {
        let data = self.ops.get(op)?;
        // Both lists are sorted by name without repeats, so when `def` is
        // registered for the op and its properties hold every inherent
        // attribute (the common case) entry `k` is the one sought: one
        // compare instead of a scan. Everything else is out of line.
        if let Some(sym) = self.registered_inherent_symbol(data.name, def, k)
            && let Some(p) = data.properties.get()
            && let Some(e) = self.dict_entries(p).get(k)
            && e.name == sym
        {
            return Some(e.value);
        }
        self.attr_of_definition_scan(data, def, k, name)
    }

    /// [`Context::attr_of_definition`] past its positional hit: the
    /// symbol (from a string lookup if `def` is not the registered
    /// definition), looked for among the properties, then among the
    /// discardable attributes.
    #[cold]
    #[inline(never)]
    pub(super) fn attr_of_definition_scan(
        &self,
        data: &OpData,
        def: &'static crate::OpDefinition,
        k: usize,
        name: &str,
    ) -> Option<Attribute> {
        let sym = match self.registered_inherent_symbol(data.name, def, k) {
            Some(s) => s,
            None => self.lookup_symbol(name)?,
        };
        if let Some(p) = data.properties.get()
            && let Some(e) = self.dict_entries(p).iter().find(|e| e.name == sym)
        {
            return Some(e.value);
        }
        self.dict_get(data.attributes, sym)
    }

    /// Looks up an inherent attribute (property) of `op` by name.
    pub fn inherent_attr(&self, op: OpId, name: Symbol) -> Option<Attribute> {
        self.ops
            .get(op)?
            .properties
            .get()
            .and_then(|p| self.dict_get(p, name))
    }

    /// Looks up a discardable attribute of `op` by name.
    pub fn discardable_attr(&self, op: OpId, name: Symbol) -> Option<Attribute> {
        self.dict_get(self.ops.get(op)?.attributes, name)
    }

    /// Sets (or with `None` removes) a discardable attribute of `op`.
    pub fn set_discardable_attr(
        &mut self,
        op: OpId,
        name: Symbol,
        value: Option<Attribute>,
    ) -> Result<(), IrError> {
        let dict = self.try_op(op)?.attributes;
        let updated = self.dict_with(dict, name, value);
        self.ops[op].attributes = updated;
        Ok(())
    }

    /// Sets (or with `None` removes) an inherent attribute of `op`, stored in
    /// its properties dictionary.
    pub fn set_inherent_attr(
        &mut self,
        op: OpId,
        name: Symbol,
        value: Option<Attribute>,
    ) -> Result<(), IrError> {
        let props = self.try_op(op)?.properties.get();
        let dict = props.unwrap_or_else(|| self.empty_dictionary());
        let updated = self.dict_with(dict, name, value);
        let is_empty =
            matches!(self.attr_data(updated), crate::AttrData::Dictionary(d) if d.is_empty());
        self.ops[op].properties = if is_empty { None } else { Some(updated) }.into();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;

    /// `attr` by name: properties first, then discardable attributes; a
    /// name never interned, an absent name and an erased op give nothing.
    #[test]
    fn attributes_by_name() {
        let mut ctx = Context::new();
        let src = "\"t.op\"() <{a = 1 : i32, b = 2 : i32}> {b = 3 : i32, c = 4 : i32} : () -> ()\n";
        let module = crate::text::parse_module(&mut ctx, src, "t.mlir").expect("parses");
        let block = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
        let op = ctx.block_ops(block).next().expect("one op");
        let i32_ty = ctx.int_type(32);
        for (name, value) in [("a", 1), ("b", 2), ("c", 4)] {
            let expected = ctx.integer_attr(i32_ty, value);
            assert_eq!(ctx.attr(op, name), Some(expected), "{name}");
        }
        assert_eq!(ctx.attr(op, "d"), None);
        assert!(ctx.lookup_symbol("never_interned_name").is_none());
        assert_eq!(ctx.attr(op, "never_interned_name"), None);
        ctx.erase_op(op).expect("erasable");
        assert_eq!(ctx.attr(op, "a"), None);
    }

    static DEF: crate::OpDefinition = crate::OpDefinition {
        name: "t.def",
        traits: crate::op_definition::OpTraits::NONE,
        inherent_attrs: &["a", "b", "c"],
        verify: None,
        fold: None,
    };
    /// A definition of the same name that is not the registered one.
    static OTHER: crate::OpDefinition = crate::OpDefinition {
        name: "t.def",
        traits: crate::op_definition::OpTraits::NONE,
        inherent_attrs: &["c"],
        verify: None,
        fold: None,
    };

    /// `attr_of_definition` finds what `attr` finds: entry `k` of full
    /// properties (the positional hit), a shifted entry when an earlier
    /// inherent attribute is absent (the scan), the discardable
    /// dictionary when the properties lack the name or there are none,
    /// and by name for a definition that is not the registered one.
    #[test]
    fn attributes_of_definition() {
        let mut ctx = Context::new();
        let src = concat!(
            "\"t.def\"() <{a = 1 : i32, b = 2 : i32, c = 3 : i32}> {d = 4 : i32} : () -> ()\n",
            "\"t.def\"() <{b = 5 : i32, c = 6 : i32}> {a = 7 : i32} : () -> ()\n",
            "\"t.def\"() {a = 8 : i32} : () -> ()\n",
        );
        // Parsed before registration: the dictionaries stay as written.
        let module = crate::text::parse_module(&mut ctx, src, "t.mlir").expect("parses");
        ctx.register_op(&DEF);
        let block = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
        let ops: Vec<_> = ctx.block_ops(block).collect();
        let i32_ty = ctx.int_type(32);
        let int = |ctx: &mut Context, v| Some(ctx.integer_attr(i32_ty, v));
        let full = [(0, 1), (1, 2), (2, 3)];
        for (k, v) in full {
            let expected = int(&mut ctx, v);
            let name = DEF.inherent_attrs[k];
            assert_eq!(ctx.attr_of_definition(ops[0], &DEF, k, name), expected);
            assert_eq!(ctx.attr(ops[0], name), expected);
        }
        // `a` is absent from the second op's properties: `b` and `c` sit
        // one entry earlier than their index, `a` is a discardable one.
        for (k, v) in [(0, 7), (1, 5), (2, 6)] {
            let expected = int(&mut ctx, v);
            let name = DEF.inherent_attrs[k];
            assert_eq!(ctx.attr_of_definition(ops[1], &DEF, k, name), expected);
            assert_eq!(ctx.attr(ops[1], name), expected);
        }
        // No properties at all: straight to the discardable dictionary.
        let a2 = int(&mut ctx, 8);
        assert_eq!(ctx.attr_of_definition(ops[2], &DEF, 0, "a"), a2);
        assert_eq!(ctx.attr_of_definition(ops[2], &DEF, 1, "b"), None);
        let d = int(&mut ctx, 4);
        assert_eq!(ctx.attr_of_definition(ops[0], &DEF, usize::MAX, "d"), d);
        assert_eq!(ctx.attr_of_definition(ops[0], &DEF, usize::MAX, "e"), None);
        // Not the registered definition: index 0 of `OTHER` is `c`, which
        // is entry 2 of the first op's properties and entry 1 of the
        // second's.
        let c0 = int(&mut ctx, 3);
        let c1 = int(&mut ctx, 6);
        assert_eq!(ctx.attr_of_definition(ops[0], &OTHER, 0, "c"), c0);
        assert_eq!(ctx.attr_of_definition(ops[1], &OTHER, 0, "c"), c1);
        assert_eq!(
            ctx.registered_inherent_symbol(ctx.op(ops[0]).name(), &OTHER, 0),
            None
        );
        ctx.erase_op(ops[0]).expect("erasable");
        assert_eq!(ctx.attr_of_definition(ops[0], &DEF, 0, "a"), None);
    }
}
