//! Lowering the block's `dialect` declaration (a `Dialect` record): its
//! namespace, constant materializer and C++-only settings. One dialect per
//! block; a block extending a dialect declared elsewhere has no
//! dialect-level hooks.

use super::*;

impl Lower<'_> {
    pub(super) fn dialect(&mut self, model: &mut Model, d: &DialectDecl) {
        if let Some(prev) = &model.dialect {
            // A block of types or attributes only (no op picks its
            // dialect) with several `Dialect` records: which one its
            // records belong to is what mlir-tblgen asks
            // `-typedefs-dialect`/`-attrdefs-dialect` for.
            let msg = if self.op_cpp_names.is_empty() {
                format!(
                    "a block without ops can have one `Dialect` record (already `{prev}`): the other dialect's records (a pasted include, such as the dialect whose types these records use) go in a block of their own, which this block `use`s"
                )
            } else {
                format!(
                    "only one `dialect` per `ods!` block (already `dialect {prev};`): a block defines the ops of one dialect (with several `Dialect` records, the one all its ops name), so each dialect's ops go in their own block"
                )
            };
            self.err(d.name.span(), msg);
            model.several_dialects = true;
            return;
        }
        model.dialect = Some(d.name.clone());
        // A `Dialect` record (not drr's `dialect NAME;` statement) reads
        // its types with mlir-tblgen's generated parser only when it sets
        // `useDefaultTypePrinterParser = 1` (ODS's default is 0: the
        // dialect's C++ `parseType` reads them, which drr cannot see) and
        // does not set `allowUnknownTypes = 1`.
        let mut default_type_parser = false;
        let mut unknown_types_allowed = false;
        // Its attributes likewise with `useDefaultAttributePrinterParser =
        // 1` (ODS's default is 0 too; MLIR has no `allowUnknownAttributes`).
        let mut default_attr_parser = false;
        for f in &d.fields {
            match f.name.to_string().as_str() {
                "materializer" | "constantMaterializer" => match &f.value {
                    Value::Class(c) if c.args.is_none() => model.materializer = Some(c.path_tokens()),
                    other => self.err(other.span(), "expected a path to a `fn(&mut Context, Attribute, Type, Location) -> Option<OpId>`"),
                },
                "hasConstantMaterializer" => {
                    model.has_constant_materializer = self.bit_field(f).then(|| f.name.span());
                }
                // An op of the namespace that no block defines verifies
                // (the test dialect's `test.produce`-style ops), as MLIR's
                // `allowUnknownOperations()` lets it.
                "allowUnknownOperations" => model.allow_unknown_operations = self.bit_field(f),
                // `dialect ta as TaMathOps;`: the Rust type of a block that
                // adds ops to a dialect declared elsewhere.
                "as" => match &f.value {
                    Value::Str(s) => model.dialect_type = Some(Ident::new(&s.value(), s.span())),
                    other => self.err(other.span(), "expected the dialect type's Rust name"),
                },
                // The namespace (`let name = "arith";` of a `Dialect` record).
                "name" => match &f.value {
                    Value::Str(s) if !s.value().is_empty() => {
                        model.dialect = Some(Ident::new(&s.value(), s.span()));
                    }
                    other => self.err(other.span(), "`name` must be the dialect's namespace, a non-empty string"),
                },
                // Documentation and C++-only settings: no effect on the
                // generated Rust (the generic form is always printed, and
                // every `EnumAttr` of the block gets the default parser).
                // `usePropertiesForAttributes = 0` (onnx-mlir's ZHigh,
                // older CIRCT OM and Calyx): the dialect's ops keep their
                // inherent attributes in the attribute dictionary (`{…}`),
                // unless an op has ODS properties (then mlir-tblgen gives
                // it properties for all of them).
                "usePropertiesForAttributes" => {
                    model.attrs_in_dictionary = !self.bit_field(f);
                }
                "useDefaultTypePrinterParser" => default_type_parser = self.bit_field(f),
                "useDefaultAttributePrinterParser" => default_attr_parser = self.bit_field(f),
                "summary" | "description" | "cppNamespace"
                | "dependentDialects" | "discardableAttrs" | "isExtensible"
                | "hasNonDefaultDestructor" | "hasOperationAttrVerify"
                | "hasRegionArgAttrVerify" | "hasRegionResultAttrVerify"
                | "hasOperationInterfaceFallback" | "hasCanonicalizer"
                | "usePropertiesForAttributes_"
                // Older MLIR: C++ accessor names and the fold API version.
                | "emitAccessorPrefix" | "useFoldAPI"
                // Newer MLIR (StableHLO's VHLO sets it): how custom
                // assembly formats spell properties.
                | "useStrictPropertiesInAssemblyFormat" => {}
                // Unknown mnemonics are kept as text (MLIR's generated
                // parser would still reject them: see the README's known
                // differences).
                "allowUnknownTypes" => unknown_types_allowed = self.bit_field(f),
                "extraClassDeclaration" | "extraClassDefinition" => self.err(
                    f.name.span(),
                    format!("`{}` holds C++ declarations: write them in Rust, in an `impl` block of the dialect type next to the `ods!` block", f.name),
                ),
                other => self.err(
                    f.name.span(),
                    format!("unknown dialect field `{other}` (`ods!` accepts `name`, `summary`, `description`, `cppNamespace`, `hasConstantMaterializer` and the C++-only settings of ODS's `Dialect`; `materializer = path` names a materialization fn directly)"),
                ),
            }
        }
        model.generated_type_parser =
            d.record.is_some() && default_type_parser && !unknown_types_allowed;
        model.generated_attr_parser = d.record.is_some() && default_attr_parser;
        if model.has_constant_materializer.is_some() && model.materializer.is_some() {
            self.err(
                d.name.span(),
                "set either `hasConstantMaterializer = 1` or `materializer = path`, not both",
            );
        }
    }
}

impl Lower<'_> {
    /// A block adding ops to a dialect declared elsewhere (`dialect NAME as
    /// Type;`) registers no dialect-level hooks: the constant materializer
    /// and the parser of `#NAME.mnemonic<…>` attributes belong to the block
    /// that declares the dialect (one per dialect).
    pub(super) fn extension_rules(&self, model: &Model) {
        let Some(ty) = &model.dialect_type else {
            return;
        };
        let dialect = model
            .dialect
            .as_ref()
            .map(|d| d.to_string())
            .unwrap_or_default();
        let at = model
            .has_constant_materializer
            .or_else(|| model.materializer.as_ref().map(|_| ty.span()));
        if let Some(at) = at {
            self.err(
                at,
                format!("the constant materializer belongs to the block declaring the dialect (`dialect {dialect};`), not to `{ty}`, which adds ops to it"),
            );
        }
    }
}

/// The last segment of a `Dialect` record's `cppNamespace`
/// (`"::circt::hw"` → `hw`), if it sets one.
pub(in crate::ods) fn cpp_namespace_segment(fields: &[Field]) -> Option<String> {
    fields.iter().find_map(|f| match &f.value {
        Value::Str(s) if f.name == "cppNamespace" => s
            .value()
            .rsplit("::")
            .find(|seg| !seg.is_empty())
            .map(str::to_string),
        _ => None,
    })
}
