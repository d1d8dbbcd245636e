//! Operation names, op and dialect registration (definitions, properties, successor operands,
//! attribute parsers) and the policy for unknown and unregistered dialects.

use super::*;

impl Context {
    /// Interns an operation name (registered or not).
    pub fn op_name(&mut self, name: &str) -> OpName {
        self.op_name_from_bytes(name.as_bytes())
    }

    /// Interns an operation name given as bytes: MLIR's op names are byte
    /// strings (`"t.\FF"() : () -> ()` is accepted), kept exactly (see
    /// [`Context::op_name_bytes`]); [`Context::op_name_str`] gives a lossy
    /// text form of a name that is not UTF-8.
    pub fn op_name_from_bytes(&mut self, name: &[u8]) -> OpName {
        if let Some(&n) = self.op_name_map.get(name) {
            return n;
        }
        let n = OpName(self.op_names.len() as u32);
        let dialect = name
            .iter()
            .position(|&c| c == b'.')
            .map_or(&name[..0], |i| &name[..i]);
        let dialect_symbol = self.symbol_from_bytes(dialect);
        let text = match std::str::from_utf8(name) {
            Ok(s) => s.into(),
            Err(_) => {
                self.raw_op_names.insert(n, name.into());
                String::from_utf8_lossy(name).into()
            }
        };
        self.op_names.push(OpNameInfo {
            name: text,
            dialect: String::from_utf8_lossy(dialect).into(),
            dialect_symbol,
            definition: None,
            populate_defaults: None,
            properties: None,
        });
        self.op_name_map.insert(name.into(), n);
        n
    }

    /// The operation name for `name` if it has been interned.
    pub fn lookup_op_name(&self, name: &str) -> Option<OpName> {
        self.op_name_map.get(name.as_bytes()).copied()
    }

    /// The exact bytes of an operation name.
    pub fn op_name_bytes(&self, name: OpName) -> &[u8] {
        match self.raw_op_names.get(&name) {
            Some(raw) => raw,
            None => self.op_names[name.0 as usize].name.as_bytes(),
        }
    }

    /// The full string of an operation name (a lossy form of a name that
    /// is not UTF-8: see [`Context::op_name_bytes`]).
    pub fn op_name_str(&self, name: OpName) -> &str {
        &self.op_names[name.0 as usize].name
    }

    /// The dialect namespace of an operation name (text before the first
    /// `.`).
    pub fn op_dialect_str(&self, name: OpName) -> &str {
        &self.op_names[name.0 as usize].dialect
    }

    /// The dialect namespace of an operation name, interned (cheap to
    /// compare and hash, e.g. as part of a constant-uniquing key).
    pub fn op_dialect_symbol(&self, name: OpName) -> Symbol {
        self.op_names[name.0 as usize].dialect_symbol
    }

    /// The definition of a registered operation.
    // Small and called from generated code in other crates.
    #[inline]
    pub fn op_definition(&self, name: OpName) -> Option<&'static OpDefinition> {
        self.op_names[name.0 as usize].definition
    }

    /// Registers an operation definition; returns its name. Registering the
    /// same name again replaces the definition.
    pub fn register_op(&mut self, def: &'static OpDefinition) -> OpName {
        self.registrations += 1;
        let n = self.op_name(def.name);
        self.op_names[n.0 as usize].definition = Some(def);
        // Positions double as sort ranks (builders skip sorting names), so
        // the table is only kept for a sorted, duplicate-free list.
        let sorted = def.inherent_attrs.windows(2).all(|w| w[0] < w[1]);
        let syms: Box<[Symbol]> = if sorted {
            def.inherent_attrs.iter().map(|a| self.symbol(a)).collect()
        } else {
            Box::default()
        };
        let i = n.0 as usize;
        if self.inherent_syms.len() <= i {
            self.inherent_syms.resize_with(i + 1, Default::default);
        }
        self.inherent_syms[i] = InherentSymbols {
            def: def as *const OpDefinition as usize,
            syms,
        };
        self.def_names
            .insert(def as *const OpDefinition as usize, n);
        n
    }

    /// The op name of `def`: a table lookup by address if `def` is
    /// registered, else `def.name` interned.
    #[inline]
    pub fn op_name_of_definition(&mut self, def: &'static OpDefinition) -> OpName {
        let key = def as *const OpDefinition as usize;
        if self.last_def.0 == key {
            return self.last_def.1;
        }
        let slot = ((key as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
            >> (64 - DEF_CACHE.trailing_zeros())) as usize
            & (DEF_CACHE - 1);
        let (k, n) = self.def_cache[slot];
        if k == key {
            return n;
        }
        match self.def_names.get(&key) {
            Some(&n) => {
                self.def_cache[slot] = (key, n);
                self.last_def = (key, n);
                n
            }
            None => self.op_name(def.name),
        }
    }

    /// The symbol of `def.inherent_attrs[k]` if `def` is the definition
    /// registered for `name` (interned at registration: no string hashing).
    #[inline]
    pub fn registered_inherent_symbol(
        &self,
        name: OpName,
        def: &'static OpDefinition,
        k: usize,
    ) -> Option<Symbol> {
        let entry = self.inherent_syms.get(name.0 as usize)?;
        if entry.def != def as *const OpDefinition as usize {
            return None;
        }
        entry.syms.get(k).copied()
    }

    /// The interned inherent attribute names of the definition registered
    /// for `name`, in `inherent_attrs` order; empty if there is none or if
    /// its names were not kept (not sorted, see `register_op`).
    #[inline]
    pub(crate) fn registered_inherent_symbols(&self, name: OpName) -> &[Symbol] {
        self.inherent_syms
            .get(name.0 as usize)
            .map_or(&[], |s| &s.syms[..])
    }

    /// The symbol of `def.inherent_attrs[k]` for an op named `name`
    /// (from the registration table when `def` is registered for `name`).
    ///
    /// # Panics
    /// If `k` is out of range of `def.inherent_attrs`.
    #[inline]
    pub fn inherent_attr_symbol(
        &mut self,
        name: OpName,
        def: &'static OpDefinition,
        k: usize,
    ) -> Symbol {
        match self.registered_inherent_symbol(name, def, k) {
            Some(s) => s,
            None => self.symbol(def.inherent_attrs[k]),
        }
    }

    /// Registers the default-value hook of a registered op: every op of
    /// that name created afterwards (parsed or built) gets the default
    /// values of its default-valued inherent attributes it lacks, as MLIR
    /// populates default properties at creation.
    pub fn register_default_properties(
        &mut self,
        def: &'static OpDefinition,
        populate: crate::op_definition::PopulateDefaultsFn,
    ) {
        let n = self.op_name(def.name);
        self.op_names[n.0 as usize].populate_defaults = Some(populate);
    }

    /// Registers the ODS properties of a registered op (see
    /// [`crate::ods::property`]): the parser takes them from `<{…}>` only
    /// (a discardable attribute of the same name stays discardable) and
    /// converts them to their canonical forms, failing as mlir-opt does.
    pub fn register_properties(
        &mut self,
        def: &'static OpDefinition,
        info: &'static crate::ods::PropertiesInfo,
    ) {
        let n = self.op_name(def.name);
        self.op_names[n.0 as usize].properties = Some(info);
    }

    /// The ODS properties registered for an op name (see
    /// [`Context::register_properties`]).
    pub(crate) fn properties_info(
        &self,
        name: OpName,
    ) -> Option<&'static crate::ods::PropertiesInfo> {
        self.op_names[name.0 as usize].properties
    }

    /// True if ops named `name` keep their inherent attributes in their
    /// attribute dictionary (the dialect sets `usePropertiesForAttributes =
    /// 0`): they print in `{…}`, not `<{…}>`.
    pub(crate) fn attrs_in_dictionary(&self, name: OpName) -> bool {
        self.properties_info(name)
            .is_some_and(|i| i.attributes_in_dictionary)
    }

    /// Registers the branch interface of a registered op (see
    /// [`crate::ir::SuccessorOperands`]): region simplification then edits
    /// its successor operands as MLIR does for `BranchOpInterface` ops.
    pub fn register_successor_operands(
        &mut self,
        def: &'static OpDefinition,
        f: crate::ir::SuccessorOperandsFn,
    ) {
        let n = self.op_name(def.name).0 as usize;
        if self.branch_hooks.len() <= n {
            self.branch_hooks.resize(n + 1, None);
        }
        self.branch_hooks[n] = Some(f);
    }

    /// The branch interface of an op name (see
    /// [`Context::register_successor_operands`]).
    #[inline]
    pub(crate) fn successor_operands_hook(
        &self,
        name: OpName,
    ) -> Option<crate::ir::SuccessorOperandsFn> {
        self.branch_hooks.get(name.0 as usize).copied().flatten()
    }

    /// Registers the symbol-use check of a registered op (MLIR's
    /// `SymbolUserOpInterface::verifySymbolUses`): the verifier runs it for
    /// the op's of that name whose definition has [`OpTraits::SYMBOL_USER`]
    /// when it leaves their nearest symbol table. `ods!` registers it for
    /// ops declaring the interface (see [`crate::ods::SymbolUser`]).
    ///
    /// [`OpTraits::SYMBOL_USER`]: crate::OpTraits::SYMBOL_USER
    pub fn register_symbol_uses(
        &mut self,
        def: &'static OpDefinition,
        f: crate::op_definition::SymbolUsesFn,
    ) {
        let n = self.op_name(def.name).0 as usize;
        if self.symbol_use_hooks.len() <= n {
            self.symbol_use_hooks.resize(n + 1, None);
        }
        self.symbol_use_hooks[n] = Some(f);
    }

    /// The symbol-use check of an op name (see
    /// [`Context::register_symbol_uses`]).
    pub(crate) fn symbol_uses_hook(
        &self,
        name: OpName,
    ) -> Option<crate::op_definition::SymbolUsesFn> {
        self.symbol_use_hooks
            .get(name.0 as usize)
            .copied()
            .flatten()
    }

    /// Registers a registered op as a region branch terminator (MLIR's
    /// `RegionBranchTerminatorOpInterface`, which `ReturnLike` ops
    /// implement): `f` gives the operands it passes to a successor of its
    /// parent's `RegionBranchOpInterface` op. `ods!` registers it for ops
    /// listing `ReturnLike` or the interface (see
    /// [`crate::ods::RegionBranchTerminator`]).
    pub fn register_region_terminator(
        &mut self,
        def: &'static OpDefinition,
        f: crate::ods::RegionTerminatorFn,
    ) {
        let n = self.op_name(def.name).0 as usize;
        if self.region_terminator_hooks.len() <= n {
            self.region_terminator_hooks.resize(n + 1, None);
        }
        self.region_terminator_hooks[n] = Some(f);
    }

    /// The region branch terminator hook of an op name (see
    /// [`Context::register_region_terminator`]).
    pub(crate) fn region_terminator_hook(
        &self,
        name: OpName,
    ) -> Option<crate::ods::RegionTerminatorFn> {
        self.region_terminator_hooks
            .get(name.0 as usize)
            .copied()
            .flatten()
    }

    /// The default-value hook of an op name (see
    /// [`Context::register_default_properties`]).
    pub(crate) fn populate_defaults_hook(
        &self,
        name: OpName,
    ) -> Option<crate::op_definition::PopulateDefaultsFn> {
        self.op_names[name.0 as usize].populate_defaults
    }

    /// Registers a dialect (constant materialization hook).
    pub fn register_dialect(&mut self, def: &'static DialectDefinition) {
        self.dialects.insert(def.name.into(), def);
    }

    /// Registers more ops' dialect-level hooks for a dialect registered (or
    /// to be registered) with [`register_dialect`](Self::register_dialect):
    /// the definition of an `ods!` block that adds ops to a dialect declared
    /// by another block (`dialect NAME as Type;`). Its region verifiers run
    /// with the dialect's, its attribute parser (the block's `EnumAttr`s)
    /// after the dialect's; it has no constant materializer (`ods!`
    /// rejects one there). Registering it twice is harmless.
    pub fn register_dialect_extension(&mut self, def: &'static DialectDefinition) {
        if !self
            .dialect_extensions
            .iter()
            .any(|d| std::ptr::eq(*d, def))
        {
            self.dialect_extensions.push(def);
        }
    }

    /// The registered dialects and dialect extensions, in no particular
    /// order.
    pub(crate) fn registered_dialects(
        &self,
    ) -> impl Iterator<Item = &'static DialectDefinition> + '_ {
        self.dialects
            .values()
            .copied()
            .chain(self.dialect_extensions.iter().copied())
    }

    /// The attribute parsers of dialect `name`: its own, then those of the
    /// blocks adding to it ([`Context::register_dialect_extension`]), in
    /// registration order.
    pub(crate) fn attribute_parsers(
        &self,
        name: &str,
    ) -> SmallVec<[crate::op_definition::ParseAttributeFn; 2]> {
        self.dialect(name)
            .into_iter()
            .chain(
                self.dialect_extensions
                    .iter()
                    .copied()
                    .filter(|d| d.name == name),
            )
            .filter_map(|d| d.parse_attribute)
            .collect()
    }

    /// The definition of a registered dialect.
    pub fn dialect(&self, name: &str) -> Option<&'static DialectDefinition> {
        self.dialects.get(name).copied()
    }

    /// Lets operations of dialect `namespace` that have no definition
    /// verify even if the dialect is registered (MLIR's
    /// `Dialect::allowUnknownOperations`; what mlir-opt's
    /// `--allow-unregistered-dialect` gives a dialect it does not know):
    /// by default an unknown op of a registered dialect (`"ta.sub"` when
    /// `ta` is registered) fails verification, as in MLIR. Ops of
    /// dialects that are not registered always verify.
    pub fn allow_unknown_operations(&mut self, namespace: &str) {
        self.unknown_ops_allowed.insert(namespace.into());
    }

    /// True if unknown operations of dialect `namespace` verify (see
    /// [`Context::allow_unknown_operations`]).
    pub fn allows_unknown_operations(&self, namespace: &str) -> bool {
        self.unknown_ops_allowed.contains(namespace)
    }

    /// Makes the text parser reject what an MLIR context that does not
    /// allow unregistered dialects rejects (mlir-opt without
    /// `--allow-unregistered-dialect`): an operation, a dialect type
    /// (`!ns.…`) or a dialect attribute (`#ns.…`) whose dialect is neither
    /// registered here nor one of `also_known` is a parse error with
    /// MLIR's message. `also_known` names the dialects the tool being
    /// mimicked registers without drr modelling them (mlir-opt registers
    /// every upstream dialect: their ops and types still parse, kept as
    /// unknown). By default every dialect is accepted, as with
    /// `--allow-unregistered-dialect`.
    pub fn reject_unregistered_dialects(&mut self, also_known: &[&str]) {
        self.known_namespaces = Some(also_known.iter().map(|&s| s.into()).collect());
    }

    /// False if the parser must reject objects of dialect `namespace` (see
    /// [`Context::reject_unregistered_dialects`]).
    pub fn dialect_is_known(&self, namespace: &str) -> bool {
        match &self.known_namespaces {
            None => true,
            Some(known) => known.contains(namespace) || self.dialects.contains_key(namespace),
        }
    }

    /// True if [`Context::reject_unregistered_dialects`] is in effect.
    #[inline]
    pub(crate) fn rejects_unregistered_dialects(&self) -> bool {
        self.known_namespaces.is_some()
    }
}
