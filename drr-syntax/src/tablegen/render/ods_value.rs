//! Converting an evaluated value into a value of the ODS syntax tree
//! (records become class references, hoisted where only a name will do;
//! predicates become Rust closures or paths). Depth is bounded by
//! `MAX_NESTING`, so deep values are an error, not a stack overflow.

use super::tokens::int_tokens;
use super::*;

impl Render<'_, '_> {
    pub(super) fn display(&mut self, v: &Value) -> EResult<String> {
        Ok(match v {
            Value::Str(s, _) => format!("{s:?}"),
            Value::Code(c) => c.tokens.to_string(),
            // A predicate argument (`AttrConstraint<CPred<…>, "…">` written
            // inline, as CIRCT's LLHD canonicalization does) has no pattern
            // tokens of its own: it is named by the Rust it compiles to.
            Value::Rec(r, _) if self.is_anonymous_pred(*r) => {
                crate::pattern::ast::display_tokens(&pred::compile(self.ev, v)?)
            }
            other => crate::pattern::ast::display_tokens(&self.tokens(other)?),
        })
    }

    /// Converts a value into the ODS syntax tree.
    pub fn ods_value(&mut self, v: &Value) -> EResult<ods::Value> {
        if self.depth > 2 * MAX_NESTING {
            return err(v.span(), "value nested too deeply");
        }
        self.depth += 1;
        let r = self.ods_value_inner(v);
        self.depth -= 1;
        r
    }

    fn ods_value_inner(&mut self, v: &Value) -> EResult<ods::Value> {
        Ok(match v {
            Value::Unset(s) | Value::BitRef(_, _, s) => {
                return err(*s, "expected a value, found `?` (unset)");
            }
            Value::Bit(b, s) => ods::Value::Class(ods::ClassRef {
                path: vec![Ident::new(if *b { "true" } else { "false" }, *s)],
                leading_colon: false,
                args: None,
            }),
            Value::Int(i, s) => ods::Value::Int(*i, *s, int_tokens(*i, *s)),
            Value::Float(f, s, t) => ods::Value::Float(*f, *s, t.clone()),
            Value::Str(t, s) => ods::Value::Str(LitStr::new(t, *s)),
            Value::Code(c) => match c.kind {
                CodeKind::Closure => ods::Value::Closure(code::closure(c)?),
                CodeKind::Block => {
                    let lets = code::binding_stmts(&c.bindings, &[]);
                    let t = &c.tokens;
                    ods::Value::Code(c.span, quote!(#lets #t))
                }
                CodeKind::Fns => {
                    let parser = |input: syn::parse::ParseStream| -> syn::Result<Vec<syn::ItemFn>> {
                        let mut fns = Vec::new();
                        while !input.is_empty() {
                            fns.push(input.parse::<syn::ItemFn>()?);
                            if input.peek(syn::Token![,]) {
                                input.parse::<syn::Token![,]>()?;
                            }
                        }
                        Ok(fns)
                    };
                    let fns = syn::parse::Parser::parse2(parser, c.tokens.clone())?;
                    ods::Value::Fns(c.span, fns)
                }
            },
            Value::List(items, s) => {
                let mut out = Vec::with_capacity(items.len());
                for it in items.iter() {
                    out.push(self.ods_value(it)?);
                }
                ods::Value::List(*s, out)
            }
            Value::Dag(d) => {
                let op = match &d.op {
                    Value::Ext(x) if x.args.is_none() && x.path.as_ident().is_some() => {
                        x.path.as_ident().cloned().expect("checked")
                    }
                    Value::Rec(r, s) if self.ev.records[*r].name.is_some() => {
                        let mut n = self.ev.records[*r].name.clone().expect("checked");
                        n.set_span(*s);
                        n
                    }
                    other => {
                        return err(
                            other.span(),
                            "expected a DAG operator such as `ins` or `outs`",
                        );
                    }
                };
                let mut args = Vec::new();
                for (a, n) in &d.args {
                    let value = match (a, n) {
                        (Value::Unset(_), Some(n)) => ods::Value::Class(ods::ClassRef {
                            path: vec![Ident::new("AnyType", n.dollar)],
                            leading_colon: false,
                            args: None,
                        }),
                        _ => self.ods_value(a)?,
                    };
                    args.push(ods::DagArg {
                        value,
                        name: n.as_ref().map(|n| n.ident.clone()),
                    });
                }
                ods::Value::Dag(ods::Dag {
                    span: d.span,
                    op,
                    args,
                })
            }
            Value::Rec(r, s) => {
                let rec = &self.ev.records[*r];
                if rec.name.is_some()
                    && let Some(k) = rec.kind()
                    && k.class == Builtin::Passthrough("OpBuilder")
                {
                    // A named builder record stands for its `OpBuilder<…>`
                    // (its body was checked where it is defined).
                    if self.builder_record_body(*r).is_err() {
                        return Err(Fail::Silent);
                    }
                    let args = k.args.clone();
                    let mut out = Vec::with_capacity(args.len());
                    for a in &args {
                        out.push(self.ods_value(a)?);
                    }
                    return Ok(class_ref(
                        vec![Ident::new("OpBuilder", *s)],
                        false,
                        Some(out),
                    ));
                }
                match &rec.name {
                    Some(n) => {
                        let mut n = n.clone();
                        n.set_span(*s);
                        class_ref(vec![n], false, None)
                    }
                    None => {
                        if rec.buildable_generic().is_some() {
                            let id = self.hoist(*r, *s)?;
                            return Ok(class_ref(vec![id], false, None));
                        }
                        let Some(k) = rec.kind() else {
                            // A decorator of no ODS meaning (cuda-tile's
                            // `Arg<c, d, [CudaTileArgMetadata<…>]>`, for its own
                            // generators): ODS ignores it.
                            if rec
                                .builtins
                                .iter()
                                .any(|b| b.class == Builtin::Marker("OpVariableDecorator"))
                            {
                                return Ok(class_ref(
                                    vec![Ident::new("OpVariableDecorator", *s)],
                                    false,
                                    None,
                                ));
                            }
                            return err(
                                *s,
                                "this record has no meaning to ODS (it derives from no ODS class)",
                            );
                        };
                        match k.class {
                            b if b.is_constraint() || b.is_native() => {
                                let id = self.hoist(*r, *s)?;
                                class_ref(vec![id], false, None)
                            }
                            // An enum written inline (TOSA's `EnumAttr<Tosa_Dialect,
                            // Tosa_I32Enum<name, description, cases>, mnemonic>`).
                            Builtin::Passthrough(n) if crate::ods::enums::is_enum_class(n) => {
                                let id = self.hoist_enum(*r, *s)?;
                                class_ref(vec![id], false, None)
                            }
                            // A predicate is meaningful to ODS only as an argument
                            // (`PredOpTrait<"summary", CPred<…>>`); the lowering
                            // says so elsewhere, and reports a C++ predicate string
                            // at the string.
                            b => {
                                let args = k.args.clone();
                                let mut out = Vec::new();
                                for a in &args {
                                    out.push(self.ods_value(a)?);
                                }
                                class_ref(vec![Ident::new(b.name(), *s)], false, Some(out))
                            }
                        }
                    }
                }
            }
            Value::Ext(x) => {
                // The predicate lists of the library's type classes
                // (`RankedTensorOf<[…], [HasStaticShapePred,
                // IsValidQuantizedDimension]>`, StableHLO's `Base.td`) take
                // type constraints in drr: a predicate record there becomes
                // a hoisted `TypeConstraint<pred, "">`.
                let type_class = is_lib_type_class(x);
                let args = match &x.args {
                    Some(a) => {
                        let mut out = Vec::new();
                        for v in a {
                            out.push(match v {
                                Value::List(items, s) if type_class => {
                                    let mut list = Vec::with_capacity(items.len());
                                    for it in items.iter() {
                                        list.push(match it {
                                            Value::Rec(r, at) if self.is_pred(*r) => {
                                                let id = self.hoist_pred(it, *at)?;
                                                class_ref(vec![id], false, None)
                                            }
                                            _ => self.ods_value(it)?,
                                        });
                                    }
                                    ods::Value::List(*s, list)
                                }
                                _ => self.ods_value(v)?,
                            });
                        }
                        Some(out)
                    }
                    None => None,
                };
                class_ref(x.path.segments.clone(), x.path.leading_colon, args)
            }
        })
    }
}

fn class_ref(path: Vec<Ident>, leading_colon: bool, args: Option<Vec<ods::Value>>) -> ods::Value {
    ods::Value::Class(ods::ClassRef {
        path,
        leading_colon,
        args,
    })
}
