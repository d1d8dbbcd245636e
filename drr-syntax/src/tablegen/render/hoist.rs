//! Hoisting: an anonymous instance that the back ends can only use by name
//! becomes an item of its own with a hidden, deterministic name (the hash
//! of its class, arguments and the block), generated once per block however
//! often it is used.

use super::*;

impl Render<'_, '_> {
    /// The hidden name of anonymous record `r` (hoisting it the first time).
    pub(super) fn hoist(&mut self, r: RecId, at: Span) -> EResult<Ident> {
        let rec = &self.ev.records[r];
        let Some((_, class, args)) = rec.instance_of.clone() else {
            return err(at, "internal error: hoisting a named record");
        };
        let mut parts = Vec::new();
        for a in &args {
            parts.push(self.display(a)?);
        }
        let display = format!("{class}<{}>", parts.join(", "));
        if let Some(id) = self.hoist_names.get(&display) {
            let mut id = id.clone();
            id.set_span(at);
            return Ok(id);
        }
        let mut h = std::collections::hash_map::DefaultHasher::new();
        display.hash(&mut h);
        let hash = fnv(format!("{display}#{:x}#{:x}", h.finish(), self.salt).as_bytes());
        let ident = format_ident!("__drr_{}_{:016x}", class, hash, span = rec.span);
        self.hoist_names.insert(display.clone(), ident.clone());
        if let Some(mut def) = self.record_def(r, ident.clone(), Some(display))? {
            def.docs.clear();
            self.hoisted.push(ods::Item::Def(def));
        }
        let mut id = ident;
        id.set_span(at);
        Ok(id)
    }

    /// The name of anonymous enum record `r` (`I32EnumAttr<"Mode", "…",
    /// [cases]>` with its `let` fields): its C++ class name (the first
    /// argument), as mlir-tblgen names the enum, the record defined under
    /// it the first time. An enum whose name is not an identifier gets a
    /// hidden one.
    pub(super) fn hoist_enum(&mut self, r: RecId, at: Span) -> EResult<Ident> {
        let rec = &self.ev.records[r];
        let k = rec.kind().expect("checked by the caller");
        let name = match k.args.first() {
            Some(Value::Str(n, _)) => syn::parse_str::<Ident>(n).ok(),
            _ => None,
        };
        let Some(name) = name else {
            return self.hoist(r, at);
        };
        let key = format!("enum#{name}");
        if let Some(id) = self.hoist_names.get(&key) {
            let mut id = id.clone();
            id.set_span(at);
            return Ok(id);
        }
        let ident = Ident::new(&name.to_string(), rec.span);
        self.hoist_names.insert(key, ident.clone());
        if let Some(def) = self.record_def(r, ident.clone(), None)? {
            self.hoisted.push(ods::Item::Def(def));
        }
        let mut id = ident;
        id.set_span(at);
        Ok(id)
    }

    /// True if record `r` (named or not) is an instance of a predicate
    /// class (`CPred<…>`, `And<[…]>`, …).
    pub(super) fn is_pred(&self, r: RecId) -> bool {
        self.ev.records[r].kind().is_some_and(|k| k.class.is_pred())
    }

    /// The hidden `TypeConstraint<pred, "">` item standing for predicate
    /// `v` where a type constraint is expected (see `ods_value`), named
    /// by the Rust the predicate compiles to.
    pub(super) fn hoist_pred(&mut self, v: &Value, at: Span) -> EResult<Ident> {
        let tokens = pred::compile(self.ev, v)?;
        let display = format!(
            "TypeConstraint<{}>",
            crate::pattern::ast::display_tokens(&tokens)
        );
        self.hoist_constraint(display, "Pred", "TypeConstraint", tokens, "", at)
    }

    /// The hidden `class<pred, "summary">` item (`TypeConstraint` or
    /// `AttrConstraint`) keyed by `display`, named `__drr_{prefix}_{hash}`:
    /// made the first time, reused after.
    fn hoist_constraint(
        &mut self,
        display: String,
        prefix: &str,
        class: &str,
        pred: TokenStream,
        summary: &str,
        at: Span,
    ) -> EResult<Ident> {
        if let Some(id) = self.hoist_names.get(&display) {
            let mut id = id.clone();
            id.set_span(at);
            return Ok(id);
        }
        let hash = fnv(format!("{display}#{:x}", self.salt).as_bytes());
        let ident = format_ident!("__drr_{}_{:016x}", prefix, hash, span = at);
        self.hoist_names.insert(display, ident.clone());
        self.hoisted.push(ods::Item::Def(ods::Def {
            docs: Vec::new(),
            name: ident.clone(),
            class: Ident::new(class, at),
            args: vec![
                pred_value(pred, at)?,
                ods::Value::Str(LitStr::new(summary, at)),
            ],
            fields: Vec::new(),
        }));
        Ok(ident)
    }

    /// The constraint a pattern leaf naming interface record `r`
    /// (`TypeInterface<"Name">` / `AttrInterface<"Name">`, of this block or
    /// fetched from another) stands for, or `None` if the record is no
    /// interface or names its own Rust type (`"crate::…::Name"`: the
    /// defining block generated the constraint under the record's name).
    ///
    /// In ODS an interface record is also a constraint (predicate
    /// `isa<Name>`, summary `"Name instance"`); which attributes or types
    /// implement it is Rust here, the type the string names. A defining
    /// `ods!` block generates a constraint only for the records its own ops
    /// use, so the pattern block makes its own, as an `ods!` block using
    /// another block's interface does (Pylir's `IntAttrInterface:$first`,
    /// whose string is the record's own name).
    pub(super) fn hoist_interface(&mut self, r: RecId, at: Span) -> EResult<Option<Ident>> {
        let rec = &self.ev.records[r];
        let Some(b) = rec.builtins.last().filter(|b| {
            matches!(
                b.class,
                Builtin::Passthrough("AttrInterface" | "TypeInterface")
            )
        }) else {
            return Ok(None);
        };
        let attr = b.class == Builtin::Passthrough("AttrInterface");
        let Some(Value::Str(text, text_span)) = b.args.first() else {
            return Ok(None);
        };
        let Ok(path) = syn::parse_str::<syn::Path>(text) else {
            return err(
                *text_span,
                format!(
                    "this interface is used as a constraint, so `\"{text}\"` names the Rust type implementing `drr::ods::{}`; `{text}` is not a Rust path",
                    if attr {
                        "AttrInterface"
                    } else {
                        "TypeInterface"
                    }
                ),
            );
        };
        if text.contains("::") && rec.name.as_ref().is_some_and(|n| !path.is_ident(n)) {
            return Ok(None);
        }
        // At the leaf: a Rust type missing from the block's scope is
        // reported where the pattern uses it.
        let path: TokenStream = path
            .into_token_stream()
            .into_iter()
            .map(|mut t| {
                t.set_span(at);
                t
            })
            .collect();
        let (class, pred) = if attr {
            (
                "AttrConstraint",
                quote!(|ctx: &::drr::Context, a: ::drr::Attribute| <#path as ::drr::ods::AttrInterface>::isa(ctx, a)),
            )
        } else {
            (
                "TypeConstraint",
                quote!(|ctx: &::drr::Context, t: ::drr::Type| <#path as ::drr::ods::TypeInterface>::isa(ctx, t)),
            )
        };
        let last = text.rsplit("::").next().unwrap_or(text);
        let summary = format!("{last} instance");
        let display = format!("{class}<{text}>");
        self.hoist_constraint(display, "Interface", class, pred, &summary, at)
            .map(Some)
    }

    /// A value as text, for hidden names and summaries.
    /// True if record `r` is an unnamed instance of a predicate class
    /// (`CPred<…>`, `And<[…]>`, …).
    pub(super) fn is_anonymous_pred(&self, r: RecId) -> bool {
        let rec = &self.ev.records[r];
        rec.name.is_none() && rec.kind().is_some_and(|k| k.class.is_pred())
    }
}

/// Marks the generated items of hoisted instances (named `__drr_…`)
/// `#[doc(hidden)]`: only generated code uses them.
pub fn hide_hoisted(ts: TokenStream) -> TokenStream {
    let Ok(mut file) = syn::parse2::<syn::File>(ts.clone()) else {
        return ts;
    };
    let hidden: syn::Attribute = syn::parse_quote!(#[doc(hidden)]);
    for item in &mut file.items {
        let (ident, attrs) = match item {
            syn::Item::Struct(s) => (&s.ident, &mut s.attrs),
            syn::Item::Mod(m) => (&m.ident, &mut m.attrs),
            syn::Item::Enum(e) => (&e.ident, &mut e.attrs),
            _ => continue,
        };
        if ident.to_string().starts_with("__drr_") {
            attrs.push(hidden.clone());
        }
    }
    file.into_token_stream()
}
