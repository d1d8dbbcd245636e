//! Lowering an `Op` record into an [`OpModel`]: its mnemonic and traits
//! from the class arguments, then each `let` field (a field set twice or
//! unknown is an error at its name).

use super::*;

impl Lower<'_> {
    pub(super) fn op(&mut self, model: &mut Model, d: &Def) {
        // `Op<"mnemonic", traits>`, or `Op<Dialect, "mnemonic", traits>`
        // as ODS writes it (the dialect must be the block's).
        let args: &[Value] = match d.args.as_slice() {
            [Value::Class(dr), rest @ ..]
                if dr.args.is_none() && matches!(rest.first(), Some(Value::Str(_))) =>
            {
                if !(dr.is_simple() && self.dialect_names.contains(&dr.name().to_string())) {
                    self.err(dr.span(), format!("`{}` is not this block's dialect: an `ods!` block defines the ops of its own dialect", dr.path_tokens()));
                }
                rest
            }
            all => all,
        };
        let mnemonic = match args.first() {
            Some(Value::Str(s)) => s.clone(),
            Some(other) => {
                self.err(
                    other.span(),
                    "expected the op's mnemonic as a string: `Op<\"mnemonic\", [Traits…]>`",
                );
                LitStr::new("invalid", other.span())
            }
            None => {
                self.err(
                    d.class.span(),
                    "expected the op's mnemonic: `Op<\"mnemonic\", [Traits…]>`",
                );
                LitStr::new("invalid", d.class.span())
            }
        };
        let mut traits = Vec::new();
        match args.get(1) {
            None => {}
            Some(v @ Value::List(..)) => self.trait_value(v, &mut traits, 0),
            Some(other) => self.err(other.span(), "expected a list of traits `[Trait, …]`"),
        }
        if let Some(extra) = args.get(2) {
            self.err(extra.span(), "`Op` takes a mnemonic and a trait list only");
        }
        let mut op = OpModel {
            docs: d.docs.clone(),
            name: d.name.clone(),
            mnemonic,
            summary: None,
            description: None,
            traits,
            decorator_effects: Vec::new(),
            args: Vec::new(),
            args_span: d.name.span(),
            results: Vec::new(),
            results_span: d.name.span(),
            regions: Vec::new(),
            successors: Vec::new(),
            builders: Vec::new(),
            skip_default_builders: false,
            verifier: None,
            has_verifier: None,
            has_region_verifier: None,
            folder: None,
            has_folder: None,
            has_canonicalizer: None,
            has_canonicalize_method: None,
            infer: None,
            is_compatible: None,
            extra_items: Vec::new(),
            incomplete: false,
        };
        self.decorator_effects.borrow_mut().clear();
        let mut seen: Vec<String> = Vec::new();
        let mut compat_at: Option<Span> = None;
        let flag = |this: &Self, f: &Field| this.bit_field(f).then(|| f.name.span());
        for f in &d.fields {
            let fname = f.name.to_string();
            if seen.contains(&fname) {
                self.err(f.name.span(), format!("field `{fname}` is set twice"));
                continue;
            }
            seen.push(fname.clone());
            match fname.as_str() {
                "summary" => op.summary = self.string_field(f),
                "description" => op.description = self.string_field(f),
                "arguments" => {
                    op.args_span = f.value.span();
                    if let Some(dag) = self.dag_field(f, "ins") {
                        op.args = self.arguments(dag, &mut model.props, &mut op.incomplete);
                    } else {
                        // Reported; its trait checks would only follow on.
                        op.incomplete = true;
                    }
                }
                "results" => {
                    op.results_span = f.value.span();
                    if let Some(dag) = self.dag_field(f, "outs") {
                        op.results = self.results(dag, &mut op.incomplete);
                    } else {
                        op.incomplete = true;
                    }
                }
                "regions" => {
                    if let Some(dag) = self.dag_field(f, "region") {
                        op.regions = self.slots(dag, true);
                    }
                }
                "successors" => {
                    if let Some(dag) = self.dag_field(f, "successor") {
                        op.successors = self.slots(dag, false);
                    }
                }
                "builders" => op.builders = self.builders(&f.value),
                "skipDefaultBuilders" => op.skip_default_builders = self.bit_field(f),
                "traits" => {
                    // `let traits = …;` replaces the list of the `Op<…>`.
                    let mut t = Vec::new();
                    self.trait_value(&f.value, &mut t, 0);
                    op.traits = t;
                }
                "verifier" => op.verifier = self.code_field(f),
                "hasVerifier" => op.has_verifier = flag(self, f),
                "hasRegionVerifier" => op.has_region_verifier = flag(self, f),
                "folder" => op.folder = self.code_field(f),
                "hasFolder" => op.has_folder = flag(self, f),
                "hasCanonicalizer" => op.has_canonicalizer = flag(self, f),
                "hasCanonicalizeMethod" => op.has_canonicalize_method = flag(self, f),
                "inferReturnTypes" => op.infer = self.code_field(f),
                "isCompatibleReturnTypes" => {
                    op.is_compatible = self.code_field(f);
                    compat_at = Some(f.name.span());
                }
                "extraClassDeclaration" | "extraClassDefinition" => match &f.value {
                    Value::Fns(_, fns) => op.extra_items.extend(fns.iter().map(|f| quote!(#f))),
                    // Rust items; C++ that happens to tokenize (`[{ bool
                    // isDeclaration() { … } }]`) is reported here, at the
                    // field, rather than by rustc inside the expansion.
                    Value::Code(_, ts) if is_impl_items(ts) => op.extra_items.push(ts.clone()),
                    Value::Str(s) if s.value().trim().is_empty() => {}
                    other => self.err(
                        other.span(),
                        format!("`{fname}` holds C++ declarations: write them in Rust, in braces (`let {fname} = {{ pub fn f(self, …) {{ … }} }};` adds them to the op's `impl` block) or in an `impl {} {{ … }}` block next to the `ods!` block", d.name),
                    ),
                },
                // The generic form is printed and parsed for every op, so
                // the custom assembly format has no effect; neither have
                // the C++ settings.
                "assemblyFormat" | "hasCustomAssemblyFormat" | "cppNamespace"
                | "useCustomPropertiesEncoding" => {}
                // The documentation group (an `OpDocGroup` record, usually
                // set by `let opDocGroup = G in { … }`): docs only.
                "opDocGroup" => match &f.value {
                    Value::Class(c) if c.args.is_none() => {}
                    other => self.err(other.span(), "expected an `OpDocGroup` record"),
                },
                "opDialect" | "opName" => self.err(
                    f.name.span(),
                    format!("`{fname}` is set by the record's class: `Op<Dialect, \"mnemonic\", [Traits…]>`"),
                ),
                "parser" | "printer" => self.err(
                    f.name.span(),
                    format!("`{fname}` is a C++ custom assembly hook: ops are parsed and printed in the generic form, remove it"),
                ),
                other => self.err(
                    f.name.span(),
                    format!("unknown op field `{other}`{} (ODS's `Op` fields are `summary`, `description`, `arguments`, `results`, `regions`, `successors`, `builders`, `skipDefaultBuilders`, `traits`, `hasVerifier`, `hasRegionVerifier`, `hasFolder`, `hasCanonicalizer`, `hasCanonicalizeMethod`, `extraClassDeclaration`, `extraClassDefinition`, `assemblyFormat`, `hasCustomAssemblyFormat`, `useCustomPropertiesEncoding`, `cppNamespace`; `ods!` adds `verifier`, `folder`, `inferReturnTypes` and `isCompatibleReturnTypes` taking a Rust fn)", did_you_mean(other, OP_FIELDS)),
                ),
            }
        }
        // MLIR calls `isCompatibleReturnTypes` only to check the types
        // `inferReturnTypes` gives.
        if let Some(at) = compat_at
            && op.infer.is_none()
        {
            self.err(
                at,
                "`isCompatibleReturnTypes` compares the result types `inferReturnTypes` infers with the op's: set `let inferReturnTypes = |ctx, state| …;` too, or remove it",
            );
        }
        op.decorator_effects = self.decorator_effects.take();
        model.ops.push(op);
    }
}

/// The fields of an `Op` record (for "did you mean"); the first
/// [`ODS_OP_FIELD_COUNT`] are those ODS's `Op` class declares.
pub(crate) const OP_FIELDS: &[&str] = &[
    "summary",
    "description",
    "arguments",
    "results",
    "regions",
    "successors",
    "builders",
    "skipDefaultBuilders",
    "traits",
    "hasVerifier",
    "hasRegionVerifier",
    "hasFolder",
    "hasCanonicalizer",
    "hasCanonicalizeMethod",
    "extraClassDeclaration",
    "extraClassDefinition",
    "assemblyFormat",
    "hasCustomAssemblyFormat",
    "useCustomPropertiesEncoding",
    "cppNamespace",
    "opDocGroup",
    // drr's own (Rust hooks), not fields of ODS's `Op` class.
    "verifier",
    "folder",
    "inferReturnTypes",
    "isCompatibleReturnTypes",
];

/// How many of [`OP_FIELDS`] ODS's `Op` class declares (the rest are
/// `ods!`'s Rust hooks).
pub(crate) const ODS_OP_FIELD_COUNT: usize = OP_FIELDS.len() - 4;

/// True when `ts` is a sequence of Rust `impl` items (what an op's
/// `extraClassDeclaration` in braces holds).
fn is_impl_items(ts: &proc_macro2::TokenStream) -> bool {
    let items = |input: syn::parse::ParseStream| -> syn::Result<()> {
        while !input.is_empty() {
            input.parse::<syn::ImplItem>()?;
        }
        Ok(())
    };
    syn::parse::Parser::parse2(items, ts.clone()).is_ok()
}
