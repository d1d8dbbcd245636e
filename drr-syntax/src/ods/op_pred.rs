//! The predicate of a `PredOpTrait`: ODS's op predicates, which name the
//! op's operands, results and attributes, combined with `And`, `Or` and
//! `Neg`.
//!
//! ```text
//! PredOpTrait<"condition is signless i1 or has matching shape",
//!   Or<[TypeIsPred<"condition", I1>,
//!       AllShapesMatch<["condition", "result"]>.predicate]>>
//! PredOpTrait<"input and output have the same tensor dimensions",
//!   AllMatchSameOperatorPred<["in", "out"], |ctx: &Context, v: Value| dims(ctx, v)>>
//! ```
//!
//! A predicate is lowered in two steps: `Lower::op_pred` reads the
//! record value into an [`OpPred`] tree (constraints resolved, names kept),
//! and [`OpPred::expr`] turns the tree into a Rust expression over the
//! op's verifier `v` (`drr::ods::OpVerifier`) once the op's arguments and
//! results are known, each name resolved to the operand, result or
//! attribute it denotes (an unknown name is an error at its string).
//!
//! Leaves: a Rust predicate on the whole op (a closure or a path to a
//! `fn(&Context, OpId) -> bool`, possibly in `CPred<…>`);
//! `TypeIsPred<"name", TypeConstraint>` (the named value or attribute has
//! a type satisfying the constraint); the `All…Match<[names]>` traits
//! standing for their predicate; `AllMatchSameOperatorPred<[names],
//! operator>` where ODS's C++ operator on `$_self` is a Rust closure (or
//! path to a fn) from `(&Context, Value)` to a comparable value.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::LitStr;

use super::ast::Value;
use super::lower::{ArgModelKind, ConstraintKind, Lower, OpModel};
use super::traits::{MatchKind, entity, value_group, variadic_group};

/// A `PredOpTrait` predicate, lowered.
#[derive(Clone, Debug)]
pub enum OpPred {
    /// A Rust `fn(&Context, OpId) -> bool` expression.
    Fn(TokenStream),
    /// `TypeIsPred<"name", Type>`: the constraint's Rust type.
    TypeIs {
        /// The named value or attribute.
        name: LitStr,
        /// The type constraint's Rust type.
        ty: TokenStream,
    },
    /// `ElementTypeIsPred<"name", Type>`: the named value's type is shaped
    /// and its element type satisfies the constraint.
    ElementTypeIs {
        /// The named value or attribute.
        name: LitStr,
        /// The type constraint's Rust type.
        ty: TokenStream,
    },
    /// `AllTypesMatch<[…]>.predicate` and siblings.
    AllMatch {
        /// What is compared.
        kind: MatchKind,
        /// The names.
        names: Vec<LitStr>,
    },
    /// `AllMatchSameOperatorPred<[names], operator>`.
    SameOperator {
        /// The names.
        names: Vec<LitStr>,
        /// A `Fn(&Context, Value) -> impl PartialEq` expression.
        operator: TokenStream,
    },
    /// `And<[…]>`.
    And(Vec<OpPred>),
    /// `Or<[…]>`.
    Or(Vec<OpPred>),
    /// `Neg<…>`.
    Not(Box<OpPred>),
}

/// How deep predicate combinations may nest.
const MAX_DEPTH: usize = 32;

impl OpPred {
    /// A key identifying the predicate (duplicate traits are dropped, as
    /// mlir-tblgen drops them).
    pub fn key(&self) -> String {
        let names = |ns: &[LitStr]| ns.iter().map(LitStr::value).collect::<Vec<_>>().join(",");
        match self {
            OpPred::Fn(t) => t.to_string(),
            OpPred::TypeIs { name, ty } => format!("TypeIs({},{ty})", name.value()),
            OpPred::ElementTypeIs { name, ty } => {
                format!("ElementTypeIs({},{ty})", name.value())
            }
            OpPred::AllMatch { kind, names: ns } => format!("{kind:?}({})", names(ns)),
            OpPred::SameOperator {
                names: ns,
                operator,
            } => {
                format!("Same({},{operator})", names(ns))
            }
            OpPred::And(v) => format!(
                "And({})",
                v.iter().map(OpPred::key).collect::<Vec<_>>().join(";")
            ),
            OpPred::Or(v) => format!(
                "Or({})",
                v.iter().map(OpPred::key).collect::<Vec<_>>().join(";")
            ),
            OpPred::Not(p) => format!("Not({})", p.key()),
        }
    }

    /// True if the predicate reads named values (the verifier must know
    /// the op's operand and result groups).
    pub fn names_values(&self) -> bool {
        match self {
            OpPred::Fn(_) => false,
            OpPred::TypeIs { .. }
            | OpPred::ElementTypeIs { .. }
            | OpPred::AllMatch { .. }
            | OpPred::SameOperator { .. } => true,
            OpPred::And(v) | OpPred::Or(v) => v.iter().any(OpPred::names_values),
            OpPred::Not(p) => p.names_values(),
        }
    }

    /// The predicate as a `bool` expression over the `OpVerifier` `v` of
    /// an op of `op`'s kind; a name `op` does not have is an error at its
    /// string.
    pub fn expr(&self, op: &OpModel) -> syn::Result<TokenStream> {
        let entities = |ns: &[LitStr]| -> syn::Result<Vec<TokenStream>> {
            ns.iter()
                .map(|n| entity(op, n).map_err(|m| syn::Error::new(n.span(), m)))
                .collect()
        };
        Ok(match self {
            OpPred::Fn(f) => quote! {{
                let __drr_pred: ::drr::ods::OpPredicate = #f;
                __drr_pred(v.ctx(), v.op())
            }},
            OpPred::TypeIs { name, ty } => {
                let e = entity(op, name).map_err(|m| syn::Error::new(name.span(), m))?;
                quote_spanned!(name.span()=> v.type_is(#e, <#ty as ::drr::ods::TypeConstraint>::matches))
            }
            OpPred::ElementTypeIs { name, ty } => {
                let e = entity(op, name).map_err(|m| syn::Error::new(name.span(), m))?;
                quote_spanned!(name.span()=> v.element_type_is(#e, <#ty as ::drr::ods::TypeConstraint>::matches))
            }
            OpPred::AllMatch { kind, names } => {
                let es = entities(names)?;
                let k = kind_tokens(*kind);
                quote!(v.entities_agree(::drr::ods::MatchKind::#k, &[#(#es),*]))
            }
            OpPred::SameOperator { names, operator } => {
                // Attributes: C++ passes the operator each attribute's
                // value (`$start_indices` is `getStartIndices()`, PPHLO's
                // `AllMatchSameOperatorTrait<["start_indices", …],
                // "$_self.size()", "size">`); in Rust the operator takes
                // the `Attribute`. One operator cannot take an attribute
                // and a value.
                let is_attr = |n: &LitStr| {
                    op.args.iter().any(|a| {
                        a.named
                            && a.name == n.value()
                            && matches!(a.kind, ArgModelKind::Attr { .. })
                    })
                };
                if let Some(first) = names.iter().find(|n| is_attr(n)) {
                    if let Some(other) = names.iter().find(|n| !is_attr(n)) {
                        if let Err(m) = entity(op, other) {
                            return Err(syn::Error::new(other.span(), m));
                        }
                        return Err(syn::Error::new(
                            first.span(),
                            format!(
                                "`{}` is an attribute and `{}` an operand or result: one operator cannot take both (in C++ it gets the attribute's value and the `Value`); name attributes only (the operator then takes each `Attribute`) or values only",
                                first.value(),
                                other.value()
                            ),
                        ));
                    }
                    return Ok(quote!(v.same_attr_operator(&[#(#names),*], #operator)));
                }
                // A variadic or optional name is a range in C++ (`$inputs` is
                // `getODSOperands(i)`), which compiles only with an operator
                // taking ranges (XLS's `getShapeSplat(TypeRange)`): in Rust,
                // one taking `&[Value]`, applied to each name's values.
                let ranged = names.iter().find(|n| variadic_group(op, n).is_some());
                let param = closure_param(operator);
                let slice = param.as_ref().is_some_and(is_slice_ref);
                if ranged.is_some() || slice {
                    if let Some(n) = ranged.filter(|_| !slice)
                        && param.is_some()
                    {
                        return Err(syn::Error::new(
                            n.span(),
                            format!(
                                "`{}` is a variadic or optional group: the operator then takes each name's values as a slice, as C++'s takes a range (`|ctx: &Context, vs: &[Value]| …`)",
                                n.value()
                            ),
                        ));
                    }
                    let groups = names
                        .iter()
                        .map(|n| {
                            value_group(op, n).ok_or_else(|| {
                                let m = entity(op, n).err().unwrap_or_else(|| {
                                    format!(
                                        "`{}` is an attribute: `AllMatchSameOperatorPred` applies its operator to operands and results",
                                        n.value()
                                    )
                                });
                                syn::Error::new(n.span(), m)
                            })
                        })
                        .collect::<syn::Result<Vec<_>>>()?;
                    return Ok(quote!(v.same_range_operator(&[#(#groups),*], #operator)));
                }
                let es = entities(names)?;
                quote!(v.same_operator(&[#(#es),*], #operator))
            }
            OpPred::And(v) if v.is_empty() => quote!(true),
            OpPred::Or(v) if v.is_empty() => quote!(false),
            OpPred::And(v) => {
                let parts = v
                    .iter()
                    .map(|p| p.expr(op))
                    .collect::<syn::Result<Vec<_>>>()?;
                quote!((#(#parts)&&*))
            }
            OpPred::Or(v) => {
                let parts = v
                    .iter()
                    .map(|p| p.expr(op))
                    .collect::<syn::Result<Vec<_>>>()?;
                quote!((#(#parts)||*))
            }
            OpPred::Not(p) => {
                let e = p.expr(op)?;
                quote!((!#e))
            }
        })
    }
}

/// The type written for the value parameter (the second) of a closure
/// operator, if it is a closure with one.
fn closure_param(operator: &TokenStream) -> Option<syn::Type> {
    let closure = syn::parse2::<syn::ExprClosure>(operator.clone()).ok()?;
    match closure.inputs.iter().nth(1)? {
        syn::Pat::Type(t) => Some((*t.ty).clone()),
        _ => None,
    }
}

/// True if `ty` (a closure operator's value parameter) is a slice
/// reference (`vs: &[Value]`).
fn is_slice_ref(ty: &syn::Type) -> bool {
    matches!(ty, syn::Type::Reference(r) if matches!(*r.elem, syn::Type::Slice(_)))
}

fn kind_tokens(kind: MatchKind) -> TokenStream {
    match kind {
        MatchKind::Type => quote!(Type),
        MatchKind::Shape => quote!(Shape),
        MatchKind::ElementType => quote!(ElementType),
        MatchKind::Rank => quote!(Rank),
        MatchKind::ElementCount => quote!(ElementCount),
        MatchKind::TypeId => quote!(TypeId),
    }
}

/// The `All…Match` trait `name` compares, if it is one.
pub fn match_kind(name: &str) -> Option<MatchKind> {
    Some(match name {
        "AllTypesMatch" => MatchKind::Type,
        "AllShapesMatch" => MatchKind::Shape,
        "AllElementTypesMatch" => MatchKind::ElementType,
        "AllRanksMatch" => MatchKind::Rank,
        "AllElementCountsMatch" => MatchKind::ElementCount,
        "AllTypeIDsMatch" => MatchKind::TypeId,
        _ => return None,
    })
}

impl Lower<'_> {
    /// Reads the predicate `v` of a `PredOpTrait` (see the module docs);
    /// errors are reported and give `None`.
    pub(super) fn op_pred(&self, v: &Value, depth: usize) -> Option<OpPred> {
        const SIGNATURE: &str = "fn(&drr::Context, drr::OpId) -> bool";
        if depth > MAX_DEPTH {
            self.err(v.span(), "predicate nested too deeply");
            return None;
        }
        let c = match v {
            Value::Closure(c) => return Some(OpPred::Fn(quote!(#c))),
            Value::Str(s) => {
                self.err(
                    s.span(),
                    format!("the predicate is C++: write it in Rust, as a closure or a path to a `{SIGNATURE}`"),
                );
                return None;
            }
            Value::Class(c) => c,
            // A `[{…}]` block that is not a Rust expression: C++ such as
            // iree-llvm-sandbox's `CPred<[{($constant.empty() || …)}]>`,
            // reported at its first token that is not Rust.
            Value::Code(_, ts) if let Err(e) = syn::parse2::<syn::Expr>(ts.clone()) => {
                self.err(
                    e.span(),
                    format!("the predicate is C++ (this `[{{…}}]` block is not a Rust expression: {e}): write it in Rust, as a closure or a path to a `{SIGNATURE}`"),
                );
                return None;
            }
            other => {
                self.err(
                    other.span(),
                    format!("expected the predicate: a closure or a path to a `{SIGNATURE}`, `CPred<…>`, `And<[…]>`, `Or<[…]>`, `Neg<…>` or an op predicate"),
                );
                return None;
            }
        };
        let name = c.name().to_string();
        let Some(args) = c.args.as_deref() else {
            if c.is_simple()
                && (match_kind(&name).is_some()
                    || name == "TypeIsPred"
                    || name == "ElementTypeIsPred")
            {
                self.err(c.span(), format!("`{name}` needs its template arguments"));
                return None;
            }
            // A predicate record of the block (`def P : CPred<…>;`): its
            // predicate, not a Rust item named `P` (the record's name is a
            // macro, which rustc reported as "expected value, found macro").
            if c.is_simple()
                && let Some(p) = self.preds.predicate(&name)
            {
                return match p {
                    Ok(p) => Some(OpPred::Fn(p.clone())),
                    Err(msg) => {
                        self.err(msg.span(), msg.value());
                        None
                    }
                };
            }
            return Some(OpPred::Fn(c.path_tokens()));
        };
        let span = c.span();
        let list = |args: &[Value], class: &str| -> Option<Vec<OpPred>> {
            let [Value::List(_, items)] = args else {
                self.err(
                    span,
                    format!("`{class}` takes a list of predicates: `{class}<[…]>`"),
                );
                return None;
            };
            let parts: Vec<Option<OpPred>> =
                items.iter().map(|i| self.op_pred(i, depth + 1)).collect();
            parts.into_iter().collect()
        };
        if !c.is_simple() {
            self.err(
                span,
                "expected a predicate class (`CPred`, `And`, `Or`, `Neg`, `TypeIsPred`, …)",
            );
            return None;
        }
        if let Some(kind) = match_kind(&name) {
            return match args {
                [l] if let Some(ns) = l.str_list() => Some(OpPred::AllMatch { kind, names: ns }),
                _ => {
                    self.err(span, format!("expected `{name}<[\"a\", \"b\", …]>`: a list of argument and result names"));
                    None
                }
            };
        }
        match name.as_str() {
            "CPred" => match args {
                [p] => self.op_pred(p, depth + 1),
                _ => {
                    self.err(span, "`CPred` takes one predicate: `CPred<|ctx, op| …>`");
                    None
                }
            },
            "And" => list(args, "And").map(OpPred::And),
            "Or" => list(args, "Or").map(OpPred::Or),
            "Neg" => match args {
                [p] => self.op_pred(p, depth + 1).map(|p| OpPred::Not(Box::new(p))),
                _ => {
                    self.err(span, "`Neg` takes one predicate: `Neg<…>`");
                    None
                }
            },
            "TypeIsPred" | "ElementTypeIsPred" => match args {
                [Value::Str(n), ty] => {
                    let r = self.constraint(ty, ConstraintKind::Type)?;
                    let (name, ty) = (n.clone(), r.ty);
                    Some(if c.name() == "TypeIsPred" {
                        OpPred::TypeIs { name, ty }
                    } else {
                        OpPred::ElementTypeIs { name, ty }
                    })
                }
                _ => {
                    self.err(span, format!("expected `{name}<\"name\", TypeConstraint>`"));
                    None
                }
            },
            // `OpBase.td`'s positional predicates (`TCopVTEtIsSameAs<0, 1>`).
            "TCopVTEtIsSameAs"
            | "TCOpResIsShapedTypePred"
            | "TCresIsSameAsOpBase"
            | "TCresVTEtIsSameAsOpBase"
            | "TCresVTEtIsSameAsOp" => {
                let f = match name.as_str() {
                    "TCopVTEtIsSameAs" => quote!(tc_op_vt_et_is_same_as),
                    "TCOpResIsShapedTypePred" => quote!(tc_op_res_is_shaped),
                    "TCresIsSameAsOpBase" => quote!(tc_res_is_same_as_op),
                    "TCresVTEtIsSameAsOpBase" => quote!(tc_res_vt_et_is_same_as_op_base),
                    _ => quote!(tc_res_vt_et_is_same_as_op),
                };
                match args {
                    [Value::Int(i, ..), Value::Int(j, ..)] if *i >= 0 && *j >= 0 => {
                        let (i, j) = (*i as usize, *j as usize);
                        Some(OpPred::Fn(quote_spanned!(span=>
                            |ctx: &::drr::Context, op: ::drr::OpId| ::drr::ods::#f(ctx, op, #i, #j))))
                    }
                    _ => {
                        self.err(
                            span,
                            format!("expected `{name}<i, j>`: two operand or result indices"),
                        );
                        None
                    }
                }
            }
            "TCopVTEtIs" => match args {
                [Value::Int(i, ..), ty] if *i >= 0 => {
                    let i = *i as usize;
                    let t = self.constraint(ty, ConstraintKind::Type)?.ty;
                    Some(OpPred::Fn(quote_spanned!(span=>
                        |ctx: &::drr::Context, op: ::drr::OpId| ::drr::ods::tc_op_vt_et_is::<#t>(ctx, op, #i))))
                }
                _ => {
                    self.err(span, "expected `TCopVTEtIs<i, TypeConstraint>`");
                    None
                }
            },
            "TCopVTEtAreSameAt" => match args {
                [Value::List(_, items)]
                    if items
                        .iter()
                        .all(|v| matches!(v, Value::Int(i, ..) if *i >= 0)) =>
                {
                    let idx: Vec<usize> = items
                        .iter()
                        .filter_map(|v| match v {
                            Value::Int(i, ..) => Some(*i as usize),
                            _ => None,
                        })
                        .collect();
                    Some(OpPred::Fn(quote_spanned!(span=>
                        |ctx: &::drr::Context, op: ::drr::OpId| ::drr::ods::tc_op_vt_et_are_same_at(ctx, op, &[#(#idx),*]))))
                }
                _ => {
                    self.err(
                        span,
                        "expected `TCopVTEtAreSameAt<[i, j, …]>`: operand indices",
                    );
                    None
                }
            },
            "AllMatchSameOperatorPred" => match args {
                [l, op] if let Some(ns) = l.str_list() => {
                    let operator = match op {
                        Value::Closure(c) => quote!(#c),
                        Value::Class(p) if p.args.is_none() => p.path_tokens(),
                        Value::Str(s) => {
                            self.err(s.span(), "the operator is C++: write it in Rust, as a closure `|ctx: &drr::Context, v: drr::Value| …` returning the value to compare (or a path to such a fn)");
                            return None;
                        }
                        other => {
                            self.err(other.span(), "expected the operator: a closure `|ctx: &drr::Context, v: drr::Value| …` or a path to a fn");
                            return None;
                        }
                    };
                    Some(OpPred::SameOperator {
                        names: ns,
                        operator,
                    })
                }
                _ => {
                    self.err(
                        span,
                        "expected `AllMatchSameOperatorPred<[\"a\", \"b\", …], operator>`",
                    );
                    None
                }
            },
            _ => {
                self.err(
                    span,
                    format!("`{name}` is not a predicate: expected a closure, a path to a `{SIGNATURE}`, `CPred<…>`, `And<[…]>`, `Or<[…]>`, `Neg<…>`, `TypeIsPred<…>`, `AllMatchSameOperatorPred<…>` or an `All…Match<[…]>` trait"),
                );
                None
            }
        }
    }
}
