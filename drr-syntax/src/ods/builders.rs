//! Custom builders (`let builders = [...]`): Rust `fn` items, or ODS's
//! `OpBuilder<(ins "Type":$name, CArg<"Type", "default">:$x), body>`
//! records whose body is Rust.
//!
//! An `OpBuilder` becomes an associated fn of the op named after its
//! parameters, `build_from_<names>` (`build_from_lhs_rhs`; `build_from`
//! without parameters), taking `ctx: &mut Context, loc: Location` and then
//! the parameters, and returning the `OperationState`. The body is a Rust
//! block evaluating to that state; in it `$_builder` is `ctx` and `$_loc`
//! is `loc` (as in the C++ body), and it typically calls one of the
//! generated builders (`Self::build_with`, `Self::build_inferred`).
//! Parameter types written as C++ names map to Rust (`"Value"` →
//! `drr::Value`, `"Type"` → `drr::Type`, `"Attribute"`/`"TypedAttr"` →
//! `drr::Attribute`, `"ValueRange"` → `&[drr::Value]`, `"int64_t"` →
//! `i64`, …); other names are Rust types (their last C++ path segment:
//! `"::mlir::arith::CmpIPredicate"` → `CmpIPredicate`, the enum `ods!`
//! generates under that name).
//!
//! # Builders DRR calls
//! A result pattern building an op nested, as an auxiliary op or bound as
//! `$x__N` (without `returnType`) calls mlir-tblgen's separate-parameter
//! builder, one argument per ODS argument of the op, and C++ overload
//! resolution picks a custom builder whose parameters line up with them.
//! Here the first custom builder whose parameters after `ctx, loc`
//! correspond one to one, in order, to the op's arguments is that builder
//! ([`drr_builder`]): a single operand ↔ `Value`; an optional operand ↔
//! `Option<Value>`; a variadic operand ↔ `&[Value]` (`"ValueRange"`); an
//! attribute or property ↔ `Attribute` or an attribute storage type (a
//! type named `…Attr`, such as `"IntegerAttr"`: the attribute is
//! converted to it, and a conversion failure fails the rewrite); a
//! property ↔ also its value (`i64` for `I64Prop`, `bool`, `&str`: the
//! interface type mlir-tblgen passes); an optional or unit attribute ↔
//! `Option<…>` of those. The op's
//! `InferResultTypes` then calls it with the arguments the pattern set and
//! creates the op from the whole state it returns (result types,
//! attributes and all, as the C++ builder's state is the op). A Rust `fn`
//! builder may return `Result<OperationState, E>` (`E: Display`); its
//! error fails the rewrite with a message naming the op. Such a builder
//! takes precedence over result types `ods!` would infer, as mlir-tblgen
//! drops a generated builder whose parameters repeat a custom one's.
//! Ops with successors or variadic regions have no such builder.

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned};
use syn::Ident;

use super::ast::Value;
use super::lower::{ArgModelKind, Lower, Multiplicity, OpModel};

/// One custom builder, as a Rust fn item of the op's `impl` block.
pub type BuilderModel = syn::ItemFn;

/// The Rust type of a builder parameter written as a C++ type name.
pub fn cpp_param_type(text: &str, span: Span) -> Result<TokenStream, String> {
    let t = text.trim().trim_start_matches("const ").trim();
    let t = t.trim_end_matches('&').trim_end();
    let plain = t
        .trim_start_matches("::")
        .trim_start_matches("mlir::")
        .trim_start_matches("llvm::");
    let ty = match plain {
        "Value" | "OpResult" | "BlockArgument" => quote!(::drr::Value),
        "Type" | "IntegerType" | "FloatType" | "ShapedType" | "TensorType" | "VectorType"
        | "RankedTensorType" | "MemRefType" | "IndexType" | "FunctionType" => quote!(::drr::Type),
        "Attribute"
        | "TypedAttr"
        | "IntegerAttr"
        | "FloatAttr"
        | "StringAttr"
        | "ArrayAttr"
        | "DictionaryAttr"
        | "ElementsAttr"
        | "DenseElementsAttr"
        | "DenseIntElementsAttr"
        | "DenseFPElementsAttr"
        | "UnitAttr"
        | "BoolAttr"
        | "TypeAttr"
        | "SymbolRefAttr"
        | "FlatSymbolRefAttr"
        | "DenseI32ArrayAttr"
        | "DenseI64ArrayAttr" => quote!(::drr::Attribute),
        "ValueRange" | "OperandRange" | "ArrayRef<Value>" | "ResultRange" => {
            quote!(&[::drr::Value])
        }
        "TypeRange" | "ArrayRef<Type>" => quote!(&[::drr::Type]),
        "ArrayRef<NamedAttribute>" | "ArrayRef<::mlir::NamedAttribute>" => {
            quote!(&[::drr::NamedAttribute])
        }
        "ArrayRef<int64_t>" => quote!(&[i64]),
        "ArrayRef<int32_t>" => quote!(&[i32]),
        "Location" => quote!(::drr::Location),
        "Block *" | "Block*" => quote!(::drr::BlockId),
        "BlockRange" => quote!(&[::drr::BlockId]),
        "StringRef" | "std::string" | "const char *" | "const char*" | "Twine" => quote!(&str),
        "int64_t" | "long" | "long long" => quote!(i64),
        "int32_t" | "int" => quote!(i32),
        "uint64_t" | "size_t" | "unsigned long" => quote!(u64),
        "uint32_t" | "unsigned" | "unsigned int" => quote!(u32),
        "bool" => quote!(bool),
        "double" | "APFloat" => quote!(f64),
        "float" => quote!(f32),
        "APInt" => quote!(i128),
        // MLIR's `PointerUnion<Attribute, Value>`.
        "OpFoldResult" => quote!(::drr::OpFoldResult),
        // `ArrayRef<T>` of any other element (`ArrayRef<OpFoldResult>`,
        // `ArrayRef<mlir::Type>`): a slice of the element's Rust type.
        other
            if let Some(element) = other
                .strip_prefix("ArrayRef<")
                .and_then(|rest| rest.strip_suffix('>')) =>
        {
            let element = cpp_param_type(element, span)?;
            quote!(&[#element])
        }
        other => {
            // A C++ class name: its last path segment, a Rust type in
            // scope (the enums `ods!` generates have their C++ names).
            let last = other.rsplit("::").next().unwrap_or(other);
            let parsed: syn::Type = syn::parse_str(last).map_err(|_| {
                format!("cannot read `{text}` as a parameter type: write a Rust type")
            })?;
            return Ok(respan(quote!(#parsed), span));
        }
    };
    Ok(respan(ty, span))
}

/// Sets the span of every token of `ts`, inside groups too, to `span`
/// (for Rust read from a string literal, so errors about it point at the
/// string).
pub(super) fn respan(ts: TokenStream, span: Span) -> TokenStream {
    ts.into_iter()
        .map(|mut tt| {
            if let TokenTree::Group(g) = &tt {
                let mut ng = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), span));
                ng.set_span(span);
                tt = TokenTree::Group(ng);
            } else {
                tt.set_span(span);
            }
            tt
        })
        .collect()
}

/// `$_builder` → `ctx`, `$_loc` → `loc` in a Rust body; `$_state` is an
/// error (the body returns the state instead).
fn substitute(ts: TokenStream, errs: &mut Vec<(Span, String)>) -> TokenStream {
    let tokens: Vec<TokenTree> = ts.into_iter().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if let TokenTree::Punct(p) = &tokens[i]
            && p.as_char() == '$'
            && let Some(TokenTree::Ident(id)) = tokens.get(i + 1)
        {
            let name = id.to_string();
            let repl = match name.as_str() {
                "_builder" => Some(Ident::new("ctx", id.span())),
                "_loc" => Some(Ident::new("loc", id.span())),
                "_state" => {
                    errs.push((id.span(), "`$_state` is C++: a Rust builder body evaluates to the `drr::OperationState` (build it with `Self::build_with(ctx, loc, …)` or `Self::build_inferred(…)`)".into()));
                    None
                }
                _ => None,
            };
            if let Some(r) = repl {
                out.push(TokenTree::Ident(r));
                i += 2;
                continue;
            }
        }
        match &tokens[i] {
            TokenTree::Group(g) => {
                let mut ng = proc_macro2::Group::new(g.delimiter(), substitute(g.stream(), errs));
                ng.set_span(g.span());
                out.push(TokenTree::Group(ng));
            }
            t => out.push(t.clone()),
        }
        i += 1;
    }
    out.into_iter().collect()
}

impl Lower<'_> {
    /// The value of `let builders = …;`: fn items, or `OpBuilder<…>`
    /// records with Rust bodies.
    pub(super) fn builders(&self, v: &Value) -> Vec<BuilderModel> {
        let mut out = Vec::new();
        match v {
            Value::Fns(_, fns) => out.extend(fns.iter().cloned()),
            Value::List(_, items) => {
                for (k, it) in items.iter().enumerate() {
                    if let Some(f) = self.op_builder(it, k) {
                        out.push(f);
                    }
                }
            }
            other => self.err(
                other.span(),
                "expected `[OpBuilder<(ins \"Type\":$name, …), { Rust body }>, …]` or `[fn name(ctx: &mut drr::Context, loc: drr::Location, …) -> drr::OperationState { … }, …]`",
            ),
        }
        // Builders are overloads in C++: in Rust each needs its own name.
        let mut names: Vec<String> = Vec::new();
        for f in &mut out {
            let mut n = f.sig.ident.to_string();
            if names.contains(&n) {
                let base = n.clone();
                let mut k = 2;
                while names.contains(&n) {
                    n = format!("{base}_{k}");
                    k += 1;
                }
                f.sig.ident = Ident::new(&n, f.sig.ident.span());
            }
            names.push(n);
        }
        out
    }

    /// One `OpBuilder<(ins …), body>` as a fn item.
    fn op_builder(&self, v: &Value, _k: usize) -> Option<BuilderModel> {
        let Value::Class(c) = v else {
            self.err(v.span(), "expected `OpBuilder<(ins …), { Rust body }>`");
            return None;
        };
        if c.name() != "OpBuilder" {
            self.err(
                c.span(),
                format!(
                    "expected `OpBuilder<(ins …), {{ Rust body }}>`, found `{}`",
                    c.name()
                ),
            );
            return None;
        }
        let args = c.args.as_deref().unwrap_or(&[]);
        let (dag, body) = match args {
            [Value::Dag(d), body] => (d, body),
            [Value::Dag(_)] => {
                self.err(c.span(), "an `OpBuilder` without a body is declared in C++: give it a Rust body `OpBuilder<(ins …), { … }>`");
                return None;
            }
            _ => {
                self.err(
                    c.span(),
                    "expected `OpBuilder<(ins \"Type\":$name, …), { Rust body }>`",
                );
                return None;
            }
        };
        if dag.op != "ins" {
            self.err(
                dag.op.span(),
                "expected `(ins …)` for the builder's parameters",
            );
            return None;
        }
        let body = match body {
            Value::Code(_, ts) => ts.clone(),
            Value::Str(s) => {
                self.err(s.span(), "the builder body is C++: write it in Rust, as a block `{ … }` evaluating to the `drr::OperationState` (`$_builder` is the context, `$_loc` the location)");
                return None;
            }
            other => {
                self.err(
                    other.span(),
                    "expected the builder body: a Rust block `{ … }`",
                );
                return None;
            }
        };
        let mut params = Vec::new();
        let mut names = Vec::new();
        for a in &dag.args {
            let Some(name) = &a.name else {
                self.err(
                    a.value.span(),
                    "a builder parameter needs a name: `\"Type\":$name`",
                );
                return None;
            };
            let (ty_text, span) = match &a.value {
                Value::Str(s) => (s.value(), s.span()),
                // `CArg<"Type", "default">`: the default is C++; the
                // parameter is required in Rust.
                Value::Class(cr) if cr.name() == "CArg" => match cr.args.as_deref() {
                    Some([Value::Str(s), ..]) => (s.value(), s.span()),
                    _ => {
                        self.err(cr.span(), "expected `CArg<\"Type\", \"default\">`");
                        return None;
                    }
                },
                other => {
                    self.err(
                        other.span(),
                        "expected the parameter's type as a string: `\"Value\":$lhs`",
                    );
                    return None;
                }
            };
            let ty = match cpp_param_type(&ty_text, span) {
                Ok(t) => t,
                Err(m) => {
                    self.err(span, m);
                    return None;
                }
            };
            // A Rust keyword (`$in`) is a raw identifier (`r#in`).
            let pname = super::name_ident(&name.to_string(), name.span());
            names.push(name.to_string());
            params.push(quote!(#pname: #ty));
        }
        let mut errs = Vec::new();
        let body = substitute(body, &mut errs);
        for (s, m) in &errs {
            self.err(*s, m);
        }
        if !errs.is_empty() {
            return None;
        }
        let fname = if names.is_empty() {
            format_ident!("build_from", span = c.span())
        } else {
            format_ident!("build_from_{}", names.join("_"), span = c.span())
        };
        let doc = format!(
            " Custom builder `OpBuilder<(ins {})>`.",
            dag.args
                .iter()
                .filter_map(|a| a.name.as_ref().map(|n| format!("${n}")))
                .collect::<Vec<_>>()
                .join(", ")
        );
        let span = c.span();
        let item = quote_spanned! {span=>
            #[doc = #doc]
            #[allow(unused_variables, clippy::too_many_arguments)]
            pub fn #fname(ctx: &mut ::drr::Context, loc: ::drr::Location, #(#params),*) -> ::drr::OperationState {
                #body
            }
        };
        match syn::parse2::<syn::ItemFn>(item) {
            Ok(f) => Some(f),
            Err(e) => {
                self.err(
                    e.span(),
                    format!("cannot read the builder body as Rust: {e}"),
                );
                None
            }
        }
    }
}

/// How an op argument reaches a parameter of the custom builder DRR calls.
pub enum BuilderArg {
    /// A single operand, as a `Value`.
    Value,
    /// An optional operand, as an `Option<Value>`.
    OptionalValue,
    /// A variadic operand, as a `&[Value]`.
    Values,
    /// An attribute, as the given storage type (`Attribute`, `IntegerAttr`).
    Attr(syn::Type),
    /// An optional attribute, as an `Option` of the given storage type.
    OptionalAttr(syn::Type),
    /// A property as its value (`i64` for `I64Prop`, as mlir-tblgen passes
    /// its interface type): the property type.
    PropValue(TokenStream),
}

/// The last path segment of `ty`, if it is a plain path.
fn last_segment(ty: &syn::Type) -> Option<&syn::PathSegment> {
    match ty {
        syn::Type::Path(p) if p.qself.is_none() => p.path.segments.last(),
        syn::Type::Group(g) => last_segment(&g.elem),
        syn::Type::Paren(p) => last_segment(&p.elem),
        _ => None,
    }
}

/// True for `Value` (any path ending in it).
fn is_value(ty: &syn::Type) -> bool {
    last_segment(ty).is_some_and(|s| s.ident == "Value" && s.arguments.is_none())
}

/// True for `Attribute` or an attribute storage type (`…Attr`).
fn is_attr(ty: &syn::Type) -> bool {
    last_segment(ty).is_some_and(|s| {
        let n = s.ident.to_string();
        s.arguments.is_none() && (n == "Attribute" || n.ends_with("Attr"))
    })
}

/// `T` of `Option<T>`.
fn option_of(ty: &syn::Type) -> Option<&syn::Type> {
    let s = last_segment(ty)?;
    if s.ident != "Option" {
        return None;
    }
    match &s.arguments {
        syn::PathArguments::AngleBracketed(a) if a.args.len() == 1 => match &a.args[0] {
            syn::GenericArgument::Type(t) => Some(t),
            _ => None,
        },
        _ => None,
    }
}

/// True for the Rust types a property's value maps to (integers, `bool`,
/// strings, a `Vec` of them).
fn is_prop_value(ty: &syn::Type) -> bool {
    match ty {
        syn::Type::Reference(r) => {
            matches!(&*r.elem, syn::Type::Path(p) if p.path.is_ident("str"))
        }
        syn::Type::Group(g) => is_prop_value(&g.elem),
        _ => last_segment(ty).is_some_and(|s| {
            let n = s.ident.to_string();
            matches!(
                n.as_str(),
                "i8" | "i16" | "i32" | "i64" | "u8" | "u16" | "u32" | "u64" | "bool" | "String"
            ) || (n == "Vec" && !s.arguments.is_none())
        }),
    }
}

/// True for `&[Value]`.
fn is_value_slice(ty: &syn::Type) -> bool {
    match ty {
        syn::Type::Reference(r) if r.mutability.is_none() => {
            matches!(&*r.elem, syn::Type::Slice(s) if is_value(&s.elem))
        }
        syn::Type::Group(g) => is_value_slice(&g.elem),
        _ => false,
    }
}

/// True if `ty` is what a builder returns: `OperationState` or a
/// `Result` (of an `OperationState`, checked where it is called).
fn is_state_return(ty: &syn::ReturnType) -> bool {
    match ty {
        syn::ReturnType::Type(_, t) => {
            last_segment(t).is_some_and(|s| s.ident == "OperationState" || s.ident == "Result")
        }
        syn::ReturnType::Default => false,
    }
}

/// The parameters of `f` after `ctx, loc` lined up with the arguments of
/// `op`, or `None` if they do not correspond one to one.
fn line_up(op: &OpModel, f: &BuilderModel) -> Option<Vec<BuilderArg>> {
    if !f.sig.generics.params.is_empty()
        || f.sig.asyncness.is_some()
        || f.sig.variadic.is_some()
        || !is_state_return(&f.sig.output)
    {
        return None;
    }
    let mut params = Vec::new();
    for (k, input) in f.sig.inputs.iter().enumerate() {
        let syn::FnArg::Typed(p) = input else {
            return None;
        };
        if k >= 2 {
            params.push(&*p.ty);
        }
    }
    if f.sig.inputs.len() < 2 || params.len() != op.args.len() {
        return None;
    }
    let mut out = Vec::new();
    for (a, ty) in op.args.iter().zip(params) {
        let conv = match &a.kind {
            ArgModelKind::Operand { mult, segments, .. } => match mult {
                Multiplicity::Single if is_value(ty) => BuilderArg::Value,
                Multiplicity::Optional if option_of(ty).is_some_and(is_value) => {
                    BuilderArg::OptionalValue
                }
                Multiplicity::Variadic if segments.is_none() && is_value_slice(ty) => {
                    BuilderArg::Values
                }
                _ => return None,
            },
            ArgModelKind::Attr {
                prop: true,
                constraint,
                ..
            } if !is_attr(ty) => {
                // A property's value type (`"int64_t"`, `"bool"`,
                // `"::llvm::StringRef"` → `i64`, `bool`, `&str`): rustc
                // checks it against the property's value at the call.
                if !is_prop_value(ty) {
                    return None;
                }
                BuilderArg::PropValue(constraint.ty.clone())
            }
            ArgModelKind::Attr { optional, .. } => {
                if *optional {
                    match option_of(ty) {
                        Some(t) if is_attr(t) => BuilderArg::OptionalAttr(t.clone()),
                        _ => return None,
                    }
                } else if is_attr(ty) {
                    BuilderArg::Attr(ty.clone())
                } else {
                    return None;
                }
            }
        };
        out.push(conv);
    }
    Some(out)
}

/// The custom builder a result pattern calls to build `op` without result
/// types (see the module docs), with how each argument reaches it.
pub fn drr_builder(op: &OpModel) -> Option<(&BuilderModel, Vec<BuilderArg>)> {
    if !op.successors.is_empty() || op.regions.iter().any(|r| r.variadic) {
        return None;
    }
    op.builders
        .iter()
        .find_map(|f| line_up(op, f).map(|args| (f, args)))
}

/// `InferResultTypes::build_custom`'s items for `op` (named `name` in the
/// generated code), calling its builder DRR uses, if it has one.
pub fn drr_builder_items(op: &OpModel, name: &Ident) -> Option<TokenStream> {
    let (f, args) = drr_builder(op)?;
    let fname = &f.sig.ident;
    let mut group = 0usize;
    let mut lets = Vec::new();
    let mut exprs = Vec::new();
    for (k, (a, conv)) in op.args.iter().zip(&args).enumerate() {
        let v = format_ident!("__drr_arg{}", k);
        let n = a.name.to_string();
        let n = n.trim_start_matches("r#");
        lets.push(match conv {
            BuilderArg::Value => quote!(::drr::pattern::builder_operand(args, #group, #n)?),
            BuilderArg::OptionalValue => {
                quote!(::drr::pattern::builder_optional_operand(args, #group, #n)?)
            }
            BuilderArg::Values => quote!(::drr::pattern::builder_operands(args, #group)),
            BuilderArg::Attr(t) => quote!(::drr::pattern::builder_attr::<#t>(ctx, args, #n)?),
            BuilderArg::OptionalAttr(t) => {
                quote!(::drr::pattern::builder_optional_attr::<#t>(ctx, args, #n)?)
            }
            BuilderArg::PropValue(p) => {
                quote!(::drr::pattern::builder_prop_value::<#p>(ctx, args, #n)?)
            }
        });
        let e = lets.pop().expect("just pushed");
        lets.push(quote!(let #v = #e;));
        exprs.push(v);
        if matches!(a.kind, ArgModelKind::Operand { .. }) {
            group += 1;
        }
    }
    let span = f.sig.ident.span();
    Some(quote_spanned! {span=>
        const CUSTOM_BUILDER: bool = true;
        fn infer(_: &mut ::drr::Context, _: &mut ::drr::ods::StateBuilder) -> ::core::result::Result<(), ::drr::ods::BuildError> {
            ::core::result::Result::Err(::drr::ods::BuildError(::std::format!("'{}' is built by its custom builder", #name::NAME)))
        }
        fn build_custom(ctx: &mut ::drr::Context, args: &::drr::ods::StateBuilder) -> ::core::result::Result<::drr::OperationState, ::drr::ods::BuildError> {
            let loc = args.state().loc;
            #(#lets)*
            ::drr::pattern::IntoBuiltState::into_built_state(#name::#fname(ctx, loc, #(#exprs),*))
        }
    })
}
