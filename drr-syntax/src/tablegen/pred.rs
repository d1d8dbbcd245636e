//! Constraint predicates: `CPred<…>`, `And<[…]>`, `Or<[…]>`, `Neg<…>`,
//! compiled into one Rust predicate.
//!
//! Where DRR has a C++ string, a `CPred` here holds a Rust closure or a path
//! to a fn; its parameters are the context followed by the constraint's
//! entities (`$_self` / `$0`, `$1`, …). A predicate that is a single closure
//! or path is used as it is. A combination becomes one closure taking the
//! longest parameter list of its closures (types from the first closure
//! annotating each position; unannotated, the record's defaults apply:
//! `&Context` then `Value`s for a `Constraint`); each part binds its own
//! parameters from that list (a part with fewer parameters takes the first
//! ones), so the parts keep their own names:
//!
//! ```text
//! And<[CPred<|c, v: Value| f(c, v)>, Neg<CPred<g>>]>
//!   ==>  |__drr_p0, __drr_p1: Value| -> bool {
//!            ({ let c = __drr_p0; let v: Value = __drr_p1; f(c, v) })
//!              && !(g(__drr_p0, __drr_p1))
//!        }
//! ```
//!
//! Entities are passed to every part, so their types must be `Copy` (the
//! IR handles are). `SubstLeaves<"$_self", replacement, pred>` replaces an
//! entity in the leaves of `pred`: in ODS the replacement is C++ text
//! pasted for `$_self` (`"$_self.getType()"`), here it is Rust — a closure
//! or a path taking the context and the entity and returning what the
//! leaves then see (`|c: &Context, v: Value| c.value_type(v)`); the
//! pattern is `$_self` or `$N` (the entity it names). The part binds the
//! new value under the entity's name, so the leaves below see it:
//!
//! ```text
//! SubstLeaves<"$_self", |c, v| f(c, v), CPred<g>>
//!   ==>  |__drr_p0, __drr_p1| -> bool {
//!            ({ let __drr_p1 = (|c, v| f(c, v))(__drr_p0, __drr_p1); (g)(__drr_p0, __drr_p1) })
//!        }
//! ```
//!
//! `Concat` pastes C++ text around a predicate and is rejected with a
//! hint.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};

use super::ast::CodeKind;
use super::code;
use super::eval::{EResult, Eval, Fail};
use super::prelude::Builtin;
use super::value::{CodeVal, ExtVal, Value};

fn err<T>(span: Span, msg: impl std::fmt::Display) -> EResult<T> {
    Err(Fail::Err(syn::Error::new(span, msg)))
}

/// A predicate tree.
enum Node<'v> {
    Closure(&'v CodeVal),
    Call(TokenStream),
    And(Vec<Node<'v>>),
    Or(Vec<Node<'v>>),
    Not(Box<Node<'v>>),
    /// `SubstLeaves`: parameter `param` (1 for `$_self`) becomes
    /// `with(ctx, param)` for `child`.
    Subst {
        param: usize,
        with: TokenStream,
        child: Box<Node<'v>>,
    },
}

/// The default number of predicate parameters (context + one entity) when
/// no part is a closure.
const DEFAULT_ARITY: usize = 2;

/// The Rust predicate of a C++ one of MLIR's own `.td` files (compared
/// without whitespace), for the few whose meaning is fixed: the `quant`
/// dialect's class test (`QuantBase.td`), on the type's text.
pub(crate) fn known_cpp_pred(text: &str) -> Option<TokenStream> {
    let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let t = t.replace("::mlir::quant::", "mlir::quant::");
    match t.as_str() {
        "::llvm::isa<mlir::quant::QuantizedType>($_self)"
        | "llvm::isa<mlir::quant::QuantizedType>($_self)"
        | "::llvm::isa<quant::QuantizedType>($_self)"
        | "isa<quant::QuantizedType>($_self)" => Some(quote!(::drr::ods::is_quantized_type)),
        _ => None,
    }
}

/// Compiles predicate `v` into Rust tokens (a closure or a path).
pub fn compile(ev: &Eval<'_>, v: &Value) -> EResult<TokenStream> {
    compile_at(ev, v, 0)
}

/// [`compile`] of a predicate nested `depth` deep in another's.
fn compile_at(ev: &Eval<'_>, v: &Value, depth: usize) -> EResult<TokenStream> {
    // The whole predicate may itself be another block's predicate record
    // (VAST's `Region<HasOneBlock, "…">`, `HasOneBlock` a `CPred` of
    // `Utils.td`): fetched as a part of `And<[…]>` is.
    let node = part(ev, v, depth)?;
    match &node {
        Node::Closure(c) => return Ok(code::tokens(c)?),
        Node::Call(t) => return Ok(t.clone()),
        _ => {}
    }
    // Parameter list: the longest closure's arity; annotations from the
    // first closure annotating each position.
    let mut closures = Vec::new();
    collect_closures(&node, false, &mut closures);
    let mut parsed = Vec::new();
    for (c, _) in &closures {
        parsed.push(code::closure(c)?);
    }
    let arity = parsed
        .iter()
        .map(|c| c.inputs.len())
        .max()
        .unwrap_or(DEFAULT_ARITY)
        .max(max_subst_param(&node) + 1);
    let span = v.span();
    let params: Vec<TokenStream> = (0..arity)
        .map(|i| {
            let p = format_ident!("__drr_p{}", i, span = span);
            // A closure under `SubstLeaves` sees the replaced value, whose
            // type is not the parameter's.
            let ty = parsed
                .iter()
                .zip(&closures)
                .filter(|(_, (_, subst))| !subst)
                .find_map(|(c, _)| match c.inputs.iter().nth(i) {
                    Some(syn::Pat::Type(t)) => Some(t.ty.clone()),
                    _ => None,
                });
            match ty {
                Some(t) => quote!(#p: #t),
                None => quote!(#p),
            }
        })
        .collect();
    let mut idx = 0;
    let body = expr(&node, &parsed, &mut idx, arity, span);
    Ok(quote_spanned! {span=>
        |#(#params),*| -> bool { #body }
    })
}

/// The closures of `n` in order, each with whether it is under a
/// `SubstLeaves`.
fn collect_closures<'v>(n: &Node<'v>, subst: bool, out: &mut Vec<(&'v CodeVal, bool)>) {
    match n {
        Node::Closure(c) => out.push((c, subst)),
        Node::Call(_) => {}
        Node::And(v) | Node::Or(v) => v.iter().for_each(|n| collect_closures(n, subst, out)),
        Node::Not(n) => collect_closures(n, subst, out),
        Node::Subst { child, .. } => collect_closures(child, true, out),
    }
}

/// The highest parameter a `SubstLeaves` of `n` replaces (0 if none).
fn max_subst_param(n: &Node<'_>) -> usize {
    match n {
        Node::Closure(_) | Node::Call(_) => 0,
        Node::And(v) | Node::Or(v) => v.iter().map(max_subst_param).max().unwrap_or(0),
        Node::Not(n) => max_subst_param(n),
        Node::Subst { param, child, .. } => (*param).max(max_subst_param(child)),
    }
}

fn expr(
    n: &Node<'_>,
    parsed: &[syn::ExprClosure],
    idx: &mut usize,
    arity: usize,
    span: Span,
) -> TokenStream {
    let args: Vec<_> = (0..arity)
        .map(|i| format_ident!("__drr_p{}", i, span = span))
        .collect();
    match n {
        Node::Closure(_) => {
            let c = &parsed[*idx];
            *idx += 1;
            let lets = c
                .inputs
                .iter()
                .zip(&args)
                .map(|(p, a)| quote!(let #p = #a;));
            let body = &c.body;
            quote!(({ #(#lets)* #body }))
        }
        Node::Call(path) => quote!((#path)(#(#args),*)),
        Node::And(v) if v.is_empty() => quote!(true),
        Node::Or(v) if v.is_empty() => quote!(false),
        Node::And(v) => {
            let parts: Vec<_> = v
                .iter()
                .map(|n| expr(n, parsed, idx, arity, span))
                .collect();
            quote!((#(#parts)&&*))
        }
        Node::Or(v) => {
            let parts: Vec<_> = v
                .iter()
                .map(|n| expr(n, parsed, idx, arity, span))
                .collect();
            quote!((#(#parts)||*))
        }
        Node::Not(n) => {
            let e = expr(n, parsed, idx, arity, span);
            quote!((!(#e)))
        }
        Node::Subst { param, with, child } => {
            let e = expr(child, parsed, idx, arity, span);
            let ctx = &args[0];
            let p = &args[*param];
            quote!(({ let #p = (#with)(#ctx, #p); #e }))
        }
    }
}

/// A part of `And<[…]>`, `Or<[…]>` or `Neg<…>`: in TableGen a record, so a
/// bare name the block does not know is a predicate record of another
/// block when the block has an `include` line ([`Eval::fetches_pred`]);
/// otherwise as [`tree`] (a Rust fn path).
fn part<'v>(ev: &'v Eval<'_>, v: &'v Value, depth: usize) -> EResult<Node<'v>> {
    if let Value::Ext(x) = v
        && ev.fetches_pred(x)
    {
        // This round's expansion is discarded for the fetch.
        return Ok(Node::And(Vec::new()));
    }
    tree(ev, v, depth)
}

fn tree<'v>(ev: &'v Eval<'_>, v: &'v Value, depth: usize) -> EResult<Node<'v>> {
    if depth > super::MAX_NESTING {
        return err(v.span(), "predicate nested too deeply");
    }
    match v {
        Value::Code(c) => match c.kind {
            CodeKind::Closure => Ok(Node::Closure(c)),
            // A `[{…}]` block of C++ (`$_self.isa<TypedAttr>()`,
            // iree-llvm-sandbox's `CPred<[{ $_self.dyn_cast<…>()… }]>`) is
            // Rust tokens too: reported here, at the first token that is
            // not a Rust expression, rather than as rustc's bare "expected
            // an expression" at the `CPred`.
            CodeKind::Block => match rust_block(&c.tokens) {
                Ok(()) => Ok(Node::Call(code::tokens(c)?)),
                Err(e) => err(
                    e.span(),
                    format!(
                        "a predicate is Rust here, and this `[{{…}}]` block does not parse as a Rust expression at this token ({e}): write a closure (`|ctx, v| …`) or a path to a fn instead of C++"
                    ),
                ),
            },
            CodeKind::Fns => err(
                c.span,
                "expected a predicate (a closure or a path to a fn), found fn items",
            ),
        },
        Value::Ext(x)
            if x.path.as_ident().is_some() && is_op_predicate(&x.path.last().to_string()) =>
        {
            err(
                x.span,
                format!(
                    "`{}` is a predicate on an op's named values: it can only be (part of) the predicate of a `PredOpTrait`",
                    x.path.display()
                ),
            )
        }
        // A library constraint standing for its predicate
        // (`AnySignlessInteger.predicate`).
        Value::Ext(x) if lib_constraint_name(x).is_some() => {
            let mut items = Vec::new();
            let ty = lib_type(ev, x, depth, &mut items)?;
            let items = items.into_iter().map(|(_, t)| t);
            Ok(Node::Call(
                quote_spanned!(x.span=> { #(#items)* ::drr::ods::constraint_predicate::<#ty, _> }),
            ))
        }
        // A type or attribute constraint record of another block (fetched
        // by alias): its predicate, as for the library's.
        Value::Ext(x)
            if x.args.is_none()
                && x.path.as_ident().is_some()
                && ev.imported_defs.contains(&x.path.last().to_string()) =>
        {
            let name = x.path.last();
            if ev.mnemonicless_defs.contains(&name.to_string()) {
                return err(x.span, mnemonicless_message(&name.to_string()));
            }
            Ok(Node::Call(
                quote_spanned!(x.span=> ::drr::ods::constraint_predicate::<#name, _>),
            ))
        }
        Value::Ext(x) if x.args.is_none() => Ok(Node::Call(x.path.tokens())),
        // C++ predicates of MLIR's own `.td` files that `ods!` knows.
        Value::Str(text, s) if let Some(path) = known_cpp_pred(text) => {
            Ok(Node::Call(quote_spanned!(*s=> #path)))
        }
        Value::Str(_, s) => err(
            *s,
            "a predicate is Rust here: write a closure (`|ctx, v| …`) or a path to a fn instead of a C++ string",
        ),
        Value::Rec(r, span) => {
            let rec = &ev.records[*r];
            // A `TypeDef`/`AttrDef` without `mnemonic` makes no constraint
            // (its text is the dialect's C++ parser's).
            if rec
                .builtins
                .last()
                .is_some_and(|b| matches!(b.class, Builtin::Passthrough("TypeDef" | "AttrDef")))
                && !has_mnemonic(rec)
            {
                let name = rec
                    .name
                    .as_ref()
                    .map_or_else(String::new, |n| n.to_string());
                return err(*span, mnemonicless_message(&name));
            }
            // A `TypeDef`/`AttrDef` record (`PDL_Range.predicate`), or an
            // interface record naming its Rust type (Transform's
            // `TransformHandleTypeInterface.predicate`): its check, the
            // constraint type the record generates.
            if let Some(name) = def_constraint_type(ev, *r, *span) {
                return Ok(Node::Call(
                    quote_spanned!(*span=> ::drr::ods::constraint_predicate::<#name, _>),
                ));
            }
            let Some(k) = rec.kind() else {
                return err(
                    *span,
                    "expected a predicate (`CPred<…>`, `And<[…]>`, `Or<[…]>`, `Neg<…>`)",
                );
            };
            let arg = |i: usize| k.args.get(i);
            match k.class {
                Builtin::CPred => match arg(0) {
                    Some(p) => tree(ev, p, depth + 1),
                    None => err(k.span, "`CPred` takes a predicate: `CPred<|ctx, v| …>`"),
                },
                Builtin::And | Builtin::Or => {
                    let Some(Value::List(items, _)) = arg(0) else {
                        return err(
                            k.span,
                            format!(
                                "`{}` takes a list of predicates: `{}<[…]>`",
                                k.class.name(),
                                k.class.name()
                            ),
                        );
                    };
                    let mut parts = Vec::new();
                    for it in items.iter() {
                        parts.push(part(ev, it, depth + 1)?);
                    }
                    Ok(if k.class == Builtin::And {
                        Node::And(parts)
                    } else {
                        Node::Or(parts)
                    })
                }
                Builtin::Neg => match arg(0) {
                    Some(p) => Ok(Node::Not(Box::new(part(ev, p, depth + 1)?))),
                    None => err(k.span, "`Neg` takes a predicate: `Neg<CPred<…>>`"),
                },
                Builtin::SubstLeaves => subst_leaves(ev, k.span, &k.args, depth),
                Builtin::Concat => err(
                    k.span,
                    "`Concat` pastes C++ text around a predicate; write the predicate as a Rust closure instead",
                ),
                // A constraint's predicate (`And<[SomeConstraint, …]>`).
                b if b.is_constraint() => match arg(0) {
                    Some(p) => tree(ev, p, depth + 1),
                    None => err(*span, "this constraint has no predicate"),
                },
                _ => err(
                    *span,
                    "expected a predicate (`CPred<…>`, `And<[…]>`, `Or<[…]>`, `Neg<…>`)",
                ),
            }
        }
        other => err(
            other.span(),
            format!(
                "expected a predicate (a closure, a path to a fn, `CPred<…>`, `And<[…]>`, `Or<[…]>`, `Neg<…>`), found {}",
                other.describe()
            ),
        ),
    }
}

/// `SubstLeaves<pattern, replacement, pred>` (see the module docs).
fn subst_leaves<'v>(
    ev: &'v Eval<'_>,
    span: Span,
    args: &'v [Value],
    depth: usize,
) -> EResult<Node<'v>> {
    let [pat, with, child] = args else {
        return err(
            span,
            "`SubstLeaves` takes a pattern, a replacement and a predicate: `SubstLeaves<\"$_self\", |ctx, v| …, CPred<…>>`",
        );
    };
    let Value::Str(text, pat_span) = pat else {
        return err(
            pat.span(),
            "expected the placeholder to replace: `\"$_self\"` or `\"$0\"`, `\"$1\"`, …",
        );
    };
    let param = match &**text {
        "$_self" => 1,
        t => match t.strip_prefix('$').and_then(|n| n.parse::<usize>().ok()) {
            Some(n) if n < 64 => n + 1,
            _ => {
                return err(
                    *pat_span,
                    format!(
                        "`SubstLeaves` replaces a placeholder of the predicate's Rust parameters: `\"$_self\"` or `\"$0\"`, `\"$1\"`, …, not `{t}`"
                    ),
                );
            }
        },
    };
    let with = match with {
        Value::Code(c) if c.kind != CodeKind::Fns => code::tokens(c)?,
        Value::Ext(x) if x.args.is_none() => x.path.tokens(),
        Value::Str(t, s) => {
            return err(
                *s,
                format!(
                    "the replacement of `SubstLeaves` is Rust here: a closure or a path to a fn taking the context and the value `{text}` stands for and returning what the predicate sees in its place (`|ctx: &Context, v: Value| ctx.value_type(v)` for the C++ `{t}`)"
                ),
            );
        }
        other => {
            return err(
                other.span(),
                "expected the replacement of `SubstLeaves`: a closure or a path to a fn taking the context and the value",
            );
        }
    };
    Ok(Node::Subst {
        param,
        with,
        child: Box::new(part(ev, child, depth + 1)?),
    })
}

/// The ODS op predicates (on an op's named values) that only a
/// `PredOpTrait` can use: `TypeIsPred<"name", Type>`,
/// `ElementTypeIsPred<"name", Type>`,
/// `AllMatchSameOperatorPred<[names], operator>`, and the `All…Match`
/// traits standing for their predicate (`AllShapesMatch<[…]>.predicate`).
pub fn is_op_predicate(name: &str) -> bool {
    matches!(
        name,
        "TypeIsPred"
            | "ElementTypeIsPred"
            | "AllMatchSameOperatorPred"
            | "AllTypesMatch"
            | "AllShapesMatch"
            | "AllElementTypesMatch"
            | "AllRanksMatch"
            | "AllElementCountsMatch"
            | "AllTypeIDsMatch"
            | "TCopVTEtIsSameAs"
            | "TCopVTEtIs"
            | "TCOpResIsShapedTypePred"
            | "TCresIsSameAsOpBase"
            | "TCresVTEtIsSameAsOpBase"
            | "TCresVTEtIsSameAsOp"
            | "TCopVTEtAreSameAt"
    )
}

/// The Rust constraint type a `TypeDef`, `AttrDef`, `TypeInterface` or
/// `AttrInterface` record `r` generates (its name, spanned at `span`), or
/// `None` for another record.
/// True if record `rec` sets its `mnemonic` to a string.
fn has_mnemonic(rec: &super::value::Record) -> bool {
    let v = rec
        .field("mnemonic")
        .map(|f| &f.value)
        .or_else(|| rec.let_value("mnemonic"));
    matches!(v, Some(Value::Str(..)))
}

fn def_constraint_type(
    ev: &Eval<'_>,
    r: super::value::RecId,
    span: Span,
) -> Option<proc_macro2::Ident> {
    let rec = &ev.records[r];
    let generates = rec.builtins.last().is_some_and(|b| {
        matches!(
            b.class,
            Builtin::Passthrough("TypeDef" | "AttrDef" | "TypeInterface" | "AttrInterface")
        )
    });
    let mut name = rec.name.clone().filter(|_| generates)?;
    name.set_span(span);
    Some(name)
}

/// The name of the library constraint `x` refers to (a single identifier
/// naming a library constraint or constraint class, not shadowed by a
/// record of the block).
fn lib_constraint_name(x: &ExtVal) -> Option<String> {
    let name = x.path.as_ident()?.to_string();
    let known = match &x.args {
        None => crate::stdlib::lib_constraint(&name).is_some(),
        Some(_) => crate::stdlib::lib_class(&name).is_some(),
    };
    known.then_some(name)
}

/// The Rust type of the library constraint `x` (`::drr::ods::lib::I32`,
/// `::drr::ods::lib::TensorOf<Types<…>>`), its template arguments read as
/// the library class's parameters say.
///
/// A record among the arguments (a constraint or predicate record of the
/// block: `AnyTypeOf<[Tosa_QuantizedType<"int8", [8, 0], 1>]>`,
/// `AllOfType<[IsRankedTensorTypePred, CPred<f>]>`) becomes a local
/// constraint type with the record's compiled predicate, its item added to
/// `items` (named by the predicate's hash, each once).
fn lib_type(
    ev: &Eval<'_>,
    x: &ExtVal,
    depth: usize,
    items: &mut Vec<(String, TokenStream)>,
) -> EResult<TokenStream> {
    use crate::stdlib::{Arg, Param};
    if depth > super::MAX_NESTING {
        return err(x.span, "constraint nested too deeply");
    }
    let Some(name) = lib_constraint_name(x) else {
        return err(
            x.span,
            format!(
                "expected a constraint of the standard library, found `{}`",
                x.path.display()
            ),
        );
    };
    let Some(args) = &x.args else {
        return Ok(crate::stdlib::lib_item_path(&name, x.span));
    };
    let class = crate::stdlib::lib_class(&name).expect("checked by lib_constraint_name");
    if args.len() < class.required || args.len() > class.params.len() {
        return err(x.span, crate::stdlib::arity_message(class, args.len()));
    }
    let int = |v: &Value| -> EResult<(i64, Span)> {
        match v {
            Value::Int(i, s) => match i64::try_from(*i) {
                Ok(n) => Ok((n, *s)),
                Err(_) => err(
                    *s,
                    "integer template argument out of range for `int` (64 bits)",
                ),
            },
            other => err(
                other.span(),
                format!("expected an integer, found {}", other.describe()),
            ),
        }
    };
    let mut out = Vec::new();
    for (i, (a, p)) in args.iter().zip(class.params).enumerate() {
        out.push(match (p, a) {
            (Param::Type | Param::Attr, _) => {
                Arg::Constraint(constraint_arg(ev, a, depth, items, *p == Param::Attr)?)
            }
            (Param::Types | Param::Attrs, Value::List(list, _)) => {
                let mut out = Vec::new();
                for v in list.iter() {
                    out.push(constraint_arg(ev, v, depth, items, *p == Param::Attrs)?);
                }
                Arg::Constraints(out)
            }
            (Param::Int, _) => {
                let (n, s) = int(a)?;
                Arg::Int(n, s)
            }
            (Param::Ints, Value::List(items, _)) => {
                Arg::Ints(items.iter().map(int).collect::<EResult<Vec<_>>>()?)
            }
            (Param::Str, Value::Str(t, s)) => match crate::stdlib::str_arg_error(class, i, t) {
                Some(message) => return err(*s, message),
                None => Arg::Str(t.to_string(), *s),
            },
            (p, other) => {
                return err(
                    other.span(),
                    format!(
                        "template argument of `{}` must be {}",
                        class.name,
                        p.describe()
                    ),
                );
            }
        });
    }
    Ok(crate::stdlib::instance(class, out, x.span))
}

/// The Rust type of constraint argument `v` of a library class (see
/// [`lib_type`]).
fn constraint_arg(
    ev: &Eval<'_>,
    v: &Value,
    depth: usize,
    items: &mut Vec<(String, TokenStream)>,
    attr: bool,
) -> EResult<TokenStream> {
    match v {
        Value::Ext(inner) => lib_type(ev, inner, depth + 1, items),
        // `Or<[HasNo0Dimensions, IsUnrankedTensorTypePred]>` among a
        // library class's constraints (TOSA's `TensorOf<[…], [Or<…>]>`):
        // `AnyTypeOf` / `AllOfType` of library constraints when they all
        // are, else a local constraint (below).
        Value::Rec(r, span)
            if ev.records[*r]
                .kind()
                    .is_some_and(|k| matches!(k.class, Builtin::And | Builtin::Or))
                && ev.records[*r].kind().is_some_and(|k| {
                    matches!(k.args.first(), Some(Value::List(l, _))
                        if l.iter().all(|v| matches!(v, Value::Ext(x) if lib_constraint_name(x).is_some())))
                }) =>
        {
            let k = ev.records[*r].kind().expect("checked");
            let lib = if k.class == Builtin::And {
                "AllOfType"
            } else {
                "AnyTypeOf"
            };
            let x = ExtVal {
                path: super::ast::Path::ident(proc_macro2::Ident::new(lib, *span)),
                args: Some(k.args.clone()),
                span: *span,
                shown: None,
            };
            lib_type(ev, &x, depth + 1, items)
        }
        Value::Rec(r, span)
            if ev.records[*r]
                .kind()
                .is_some_and(|k| k.class.is_pred() || k.class.is_constraint()) =>
        {
            local_constraint(ev, *r, *span, items, attr, depth + 1)
        }
        // A `TypeDef`/`AttrDef` (or interface) record of the block among a
        // library class's elements (`TensorOf<[GLWECipherTextType]>.predicate`):
        // the constraint type the record generates, as in an op's arguments.
        Value::Rec(r, span) if let Some(name) = def_constraint_type(ev, *r, *span) => {
            Ok(quote!(#name))
        }
        other => err(
            other.span(),
            format!(
                "expected a constraint of the standard library, found {}",
                other.describe()
            ),
        ),
    }
}

/// A local constraint type for record `r` (a predicate, or a constraint
/// whose predicate is compiled): its name, the item defining it added to
/// `items` once.
fn local_constraint(
    ev: &Eval<'_>,
    r: super::value::RecId,
    span: Span,
    items: &mut Vec<(String, TokenStream)>,
    attr: bool,
    depth: usize,
) -> EResult<TokenStream> {
    let rec = &ev.records[r];
    let k = rec.kind().expect("checked by the caller");
    let (pred, summary) = if k.class.is_pred() {
        let summary = rec.name.as_ref().map(|n| n.to_string());
        (Value::Rec(r, span), summary)
    } else {
        let pred = rec.let_value("predicate").or(k.args.first()).cloned();
        let Some(pred) = pred.filter(|p| !p.is_unset()) else {
            return err(span, "this constraint has no predicate");
        };
        let summary = match rec.let_value("summary").or(k.args.get(1)) {
            Some(Value::Str(s, _)) => Some(s.to_string()),
            _ => None,
        };
        (pred, summary)
    };
    let tokens = compile_at(ev, &pred, depth)?;
    let summary = summary.unwrap_or_else(|| "constraint".to_string());
    let key = format!("{attr}#{summary}#{tokens}");
    let name = format_ident!(
        "__drr_Local_{:016x}",
        super::render::fnv(key.as_bytes()),
        span = span
    );
    if !items.iter().any(|(k, _)| *k == key) {
        let item = if attr {
            let (tokens, matches_absent) = crate::native::attr_pred_parts(&tokens);
            quote_spanned! {span=>
                #[allow(non_camel_case_types)]
                struct #name;
                impl ::drr::ods::AttrConstraint for #name {
                    const SUMMARY: &'static str = #summary;
                    #matches_absent
                    type Storage = ::drr::Attribute;
                    fn matches(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                        let predicate: fn(&::drr::Context, ::drr::Attribute) -> bool = #tokens;
                        predicate(ctx, attr)
                    }
                }
            }
        } else {
            quote_spanned! {span=>
                #[allow(non_camel_case_types)]
                struct #name;
                impl ::drr::ods::TypeConstraint for #name {
                    const SUMMARY: &'static str = #summary;
                    fn matches(ctx: &::drr::Context, ty: ::drr::Type) -> bool {
                        let predicate: fn(&::drr::Context, ::drr::Type) -> bool = #tokens;
                        predicate(ctx, ty)
                    }
                }
            }
        };
        items.push((key, item));
    }
    Ok(quote!(#name))
}

/// The error for the predicate of a `TypeDef`/`AttrDef` record without
/// `mnemonic` (of this block or another), which has none `ods!` can check.
fn mnemonicless_message(name: &str) -> String {
    format!(
        "`{name}` has no `mnemonic`: its textual form is the dialect's C++ parser's, so it has no predicate `ods!` can check; set `let mnemonic = \"…\";` on `{name}`, or write the predicate in Rust (`CPred<|ctx: &Context, t: Type| …>`)"
    )
}

/// Whether `tokens` parse as the statements of a Rust block (a predicate
/// written as a `[{…}]` block of Rust).
fn rust_block(tokens: &TokenStream) -> syn::Result<()> {
    use syn::parse::Parser;
    syn::Block::parse_within.parse2(tokens.clone()).map(|_| ())
}
