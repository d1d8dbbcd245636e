//! Library constraints with template arguments in patterns
//! (`AnyTypeOf<[I8, I16, …]>:$x`, `ConfinedAttr<I64Attr,
//! [IntMinValue<0>]>:$a`, `(TensorOf<[F32]> $v)`): the arguments checked
//! against the library class's parameters (see [`crate::stdlib`]) and the
//! instance's Rust type built.
//!
//! The checker reports every mismatch at the offending argument
//! ([`check_lib_ref`]); the generator then builds the type
//! ([`constraint_type`]), which cannot fail on checked input.

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};

use super::ast::{TemplateArg, TemplateRef};
use super::generate::lib_path;
use crate::stdlib::{self, Arg, Class, Param};

/// The library class `r` instantiates (a single identifier naming one, not
/// shadowed by a definition of the block; with template arguments written,
/// only classes count, as records live in another TableGen namespace).
pub(crate) fn lib_class_of(r: &TemplateRef) -> Option<&'static Class> {
    let p = &r.path;
    if p.leading_colon.is_some() || p.segments.len() != 1 || !p.segments[0].arguments.is_empty() {
        return None;
    }
    stdlib::lib_class_as_written(&p.segments[0].ident.to_string(), r.args.is_some())
}

/// Errors in the template arguments of `r` if it instantiates a library
/// class (recursively through the constraints among them), each at its
/// argument. A leaf's `AllAttrOf<[…]>` may list constants (see
/// [`all_attr_of_with_constants`]): its other members are checked.
pub(crate) fn check_lib_ref(r: &TemplateRef) -> Vec<(Span, String)> {
    let mut errors = Vec::new();
    if let Some(members) = all_attr_of_with_constants(r) {
        for m in members.iter().filter(|m| !is_constant(m)) {
            let _ = nested_of(m, Param::Attrs, &mut errors);
        }
    } else if lib_class_of(r).is_some() {
        let _ = build(r, &mut errors);
    }
    errors
}

/// True if `r` is an inline constant (`ConstantAttr<A, "v">`,
/// `ConstantStrAttr<A, "s">`, `ConstantEnumCase<E, "case">`,
/// `ConstantProp<P, "v">`).
pub(crate) fn is_constant(r: &TemplateRef) -> bool {
    r.args.is_some()
        && r.path.segments.len() == 1
        && r.path.leading_colon.is_none()
        && r.name().is_some_and(|n| {
            matches!(
                n.to_string().as_str(),
                "ConstantAttr" | "ConstantStrAttr" | "ConstantEnumCase" | "ConstantProp"
            )
        })
}

/// The members of `r` if it is the library's `AllAttrOf<[…]>` listing an
/// inline constant (`AllAttrOf<[I32Attr, ConstantAttr<I32Attr, "3">]>`,
/// which mlir-tblgen-22 compiles into one predicate: every member's, a
/// constant's being `$_self == ` the constant built): a pattern leaf
/// checks each member in turn, the constants as constant leaves do, with
/// the summary of the whole (the members' joined with ` and `).
pub(crate) fn all_attr_of_with_constants(r: &TemplateRef) -> Option<Vec<&TemplateRef>> {
    if lib_class_of(r)?.name != "AllAttrOf" {
        return None;
    }
    let [TemplateArg::List { items, .. }] = r.args.as_deref()? else {
        return None;
    };
    let members: Vec<&TemplateRef> = items
        .iter()
        .map(|it| match it {
            TemplateArg::Ref(m) => Some(m),
            _ => None,
        })
        .collect::<Option<_>>()?;
    members.iter().any(|m| is_constant(m)).then_some(members)
}

/// The Rust type of the constraint `r` (`Name` or `Name<args…>`):
/// a library class's instance (see the module docs), or the path with its
/// arguments for another record — a list argument `[A, B]` becoming the
/// tuple `(A, B)`, a non-type argument dropping the arguments (the checker
/// rejects those, see `check_template_args`).
pub(crate) fn constraint_type(r: &TemplateRef) -> TokenStream {
    if lib_class_of(r).is_some() {
        let mut errors = Vec::new();
        let ty = build(r, &mut errors);
        if errors.is_empty() {
            return ty;
        }
        // Unreachable after the checker: reported again, at its place (a
        // macro call is a type).
        let (at, msg) = &errors[0];
        return quote_spanned!(*at=> ::core::compile_error!(#msg));
    }
    fn arg_type(a: &TemplateArg) -> Option<TokenStream> {
        match a {
            TemplateArg::Ref(r) => Some(constraint_type(r)),
            TemplateArg::List { items, .. } => {
                let items = items.iter().map(arg_type).collect::<Option<Vec<_>>>()?;
                Some(quote!((#(#items,)*)))
            }
            _ => None,
        }
    }
    let path = lib_path(&r.path);
    match &r.args {
        Some(args) => match args.iter().map(arg_type).collect::<Option<Vec<_>>>() {
            Some(types) => quote_spanned!(r.span()=> #path<#(#types),*>),
            None => quote!(#path),
        },
        None => quote!(#path),
    }
}

/// The instance `r` of a library class, recording argument errors.
fn build(r: &TemplateRef, errors: &mut Vec<(Span, String)>) -> TokenStream {
    let Some(class) = lib_class_of(r) else {
        return constraint_type(r);
    };
    let span = r.span();
    let args: &[TemplateArg] = r.args.as_deref().unwrap_or(&[]);
    if args.len() < class.required || args.len() > class.params.len() {
        let at = args.get(class.params.len()).map_or(span, arg_span);
        errors.push((at, stdlib::arity_message(class, args.len())));
        return quote!(());
    }
    let mut out = Vec::new();
    for (i, (a, p)) in args.iter().zip(class.params).enumerate() {
        match read_arg(a, *p, errors) {
            Some(Arg::Str(v, at)) if stdlib::str_arg_error(class, i, &v).is_some() => {
                let message = stdlib::str_arg_error(class, i, &v).unwrap_or_default();
                errors.push((at, message));
                out.push(Arg::Str(v, at));
            }
            Some(arg) => out.push(arg),
            None => errors.push((
                arg_span(a),
                format!(
                    "template argument {} of `{}` must be {}",
                    i + 1,
                    class.name,
                    p.describe()
                ),
            )),
        }
    }
    stdlib::instance(class, out, span)
}

/// `a` read as a parameter of kind `p`, or `None` if it is of another
/// kind (errors inside it are recorded).
fn read_arg(a: &TemplateArg, p: Param, errors: &mut Vec<(Span, String)>) -> Option<Arg> {
    match (p, a) {
        (Param::Type | Param::Attr, TemplateArg::Ref(r)) => {
            Some(Arg::Constraint(nested(r, errors)))
        }
        (Param::Types | Param::Attrs, TemplateArg::List { items, .. }) => {
            let mut tys = Vec::new();
            for it in items {
                match it {
                    TemplateArg::Ref(r) => tys.push(nested_of(r, p, errors)),
                    other => errors.push((
                        arg_span(other),
                        format!(
                            "expected {} in this list",
                            if p == Param::Types {
                                "a type constraint"
                            } else {
                                "an attribute constraint"
                            }
                        ),
                    )),
                }
            }
            Some(Arg::Constraints(tys))
        }
        (Param::Int, TemplateArg::Int { value, span }) => {
            Some(Arg::Int(int(*value, *span, errors), *span))
        }
        (Param::Ints, TemplateArg::List { items, .. }) => {
            let mut vs = Vec::new();
            for it in items {
                match it {
                    TemplateArg::Int { value, span } => {
                        vs.push((int(*value, *span, errors), *span))
                    }
                    other => errors.push((
                        arg_span(other),
                        "expected an integer in this list".to_owned(),
                    )),
                }
            }
            Some(Arg::Ints(vs))
        }
        (Param::Str, TemplateArg::Str(s)) => Some(Arg::Str(s.value(), s.span())),
        _ => None,
    }
}

/// A constraint inside a library class's arguments: a library instance
/// (checked recursively) or another record, whose value arguments would be
/// dropped (reported). A library constraint of the other kind than `p`
/// wants is reported here, at its name (rustc would report the unmet
/// trait bound at the whole type).
fn nested_of(r: &TemplateRef, p: Param, errors: &mut Vec<(Span, String)>) -> TokenStream {
    let want = if matches!(p, Param::Attr | Param::Attrs) {
        stdlib::Kind::Attr
    } else {
        stdlib::Kind::Type
    };
    if let Some(name) = r
        .name()
        .filter(|_| r.path.segments.len() == 1 && r.path.leading_colon.is_none())
    {
        let name = name.to_string();
        let kind = stdlib::lib_constraint(&name).or_else(|| lib_class_of(r).map(|c| c.kind));
        if let Some(kind) = kind
            && kind != want
        {
            let phrase = |k| match k {
                stdlib::Kind::Type => "a type constraint",
                stdlib::Kind::Attr => "an attribute constraint",
            };
            errors.push((
                r.span(),
                format!(
                    "`{name}` is {}, but {} is expected here",
                    phrase(kind),
                    phrase(want)
                ),
            ));
        }
    }
    nested(r, errors)
}

/// See [`nested_of`].
fn nested(r: &TemplateRef, errors: &mut Vec<(Span, String)>) -> TokenStream {
    if lib_class_of(r).is_none()
        && let Some(args) = &r.args
        && let Some(a) = args
            .iter()
            .find(|a| !matches!(a, TemplateArg::Ref(_) | TemplateArg::List { .. }))
    {
        let msg = if is_constant(r) {
            // A pattern leaf's `AllAttrOf<[…]>` lists constants (checked
            // apart, see `all_attr_of_with_constants`); elsewhere (another
            // class's arguments, nested) drr has no constraint type for
            // one.
            format!(
                "`{}` cannot be a member of this library constraint's arguments: only a pattern leaf's own `AllAttrOf<[…]>` lists constants; match it as a leaf of its own (`{}:$x`), which also checks the attribute's kind",
                r.display(),
                r.display()
            )
        } else {
            format!(
                "the template arguments of `{}` would be ignored: records with template arguments (TableGen classes) are not supported yet",
                r.display()
            )
        };
        errors.push((arg_span(a), msg));
    }
    build(r, errors)
}

fn int(v: i128, span: Span, errors: &mut Vec<(Span, String)>) -> i64 {
    i64::try_from(v).unwrap_or_else(|_| {
        errors.push((
            span,
            "integer template argument out of range for `int` (64 bits)".to_owned(),
        ));
        0
    })
}

fn arg_span(a: &TemplateArg) -> Span {
    match a {
        TemplateArg::Ref(r) => r.span(),
        TemplateArg::List { span, .. } => *span,
        TemplateArg::Str(s) => s.span(),
        TemplateArg::Int { span, .. } => *span,
        TemplateArg::Float(f) => f.span(),
        TemplateArg::Bool(b) => b.span,
        TemplateArg::Expr(e) => syn::spanned::Spanned::span(e.as_ref()),
    }
}
