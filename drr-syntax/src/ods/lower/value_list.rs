//! Lowering `results`, `regions` and `successors` dags into typed lists.

use super::placeholder::{placeholder_constraint, placeholder_multiplicity};
use super::*;

impl Lower<'_> {
    /// The `results` dag as a list; a result whose constraint failed is
    /// kept as an `AnyType` result and `incomplete` set (as in
    /// [`Self::arguments`]: patterns counting results see the op's count).
    pub(super) fn results(&mut self, dag: &Dag, incomplete: &mut bool) -> Vec<ValueModel> {
        let mut out = Vec::new();
        for (i, a) in dag.args.iter().enumerate() {
            let (name, named) = match &a.name {
                Some(n) => (n.clone(), true),
                None => (
                    format_ident!("odsResult{}", i, span = a.value.span()),
                    false,
                ),
            };
            // `Res<…>`, or `Arg<…>` as `gpu.dynamic_shared_memory` writes
            // its result (both are `Arg` in ODS).
            let Some((mult, constraint)) = self.result(&a.value) else {
                *incomplete = true;
                out.push(ValueModel {
                    name,
                    named,
                    mult: placeholder_multiplicity(&a.value),
                    constraint: placeholder_constraint(&a.value, ConstraintKind::Type),
                });
                continue;
            };
            out.push(ValueModel {
                name,
                named,
                mult,
                constraint,
            });
        }
        out
    }

    /// One entry of a `results` dag: its multiplicity and constraint;
    /// `None` after an error.
    pub(super) fn result(&mut self, v: &Value) -> Option<(Multiplicity, Resolved)> {
        let value = match self.decorated(v, "Res", true) {
            Some(Some(inner)) => inner,
            Some(None) => match self.decorated(v, "Arg", true)? {
                Some(inner) => inner,
                None => v,
            },
            None => return None,
        };
        let (mult, inner) = match value {
            Value::Class(c) if c.name() == "Variadic" || c.name() == "Optional" => {
                let m = if c.name() == "Variadic" {
                    Multiplicity::Variadic
                } else {
                    Multiplicity::Optional
                };
                match c.args.as_deref() {
                    Some([inner]) => (m, inner),
                    _ => {
                        self.err(
                            c.span(),
                            format!("`{}` takes one type constraint", c.name()),
                        );
                        return None;
                    }
                }
            }
            other => (Multiplicity::Single, other),
        };
        let constraint = self.constraint(inner, ConstraintKind::Type)?;
        Some((mult, constraint))
    }

    pub(super) fn slots(&mut self, dag: &Dag, region: bool) -> Vec<SlotModel> {
        let what = if region { "region" } else { "successor" };
        let mut out = Vec::new();
        for (i, a) in dag.args.iter().enumerate() {
            let name = a
                .name
                .clone()
                .unwrap_or_else(|| format_ident!("{}{}", what, i, span = a.value.span()));
            let Some((variadic, sized, pred)) = self.slot_constraint(&a.value, region, true) else {
                continue;
            };
            out.push(SlotModel {
                name,
                named: a.name.is_some(),
                variadic,
                sized,
                pred,
            });
        }
        out
    }

    /// A region constraint (`AnyRegion`, `SizedRegion<N>`,
    /// `MinSizedRegion<N>`, `MaxSizedRegion<N>`, `VariadicRegion<…>` of one
    /// of these) or a successor constraint (`AnySuccessor`,
    /// `VariadicSuccessor<AnySuccessor>`): whether it is variadic and the
    /// block count it requires. `None` after an error.
    pub(super) fn slot_constraint(
        &mut self,
        v: &Value,
        region: bool,
        outer: bool,
    ) -> Option<(bool, Option<BlockCount>, Option<RegionPred>)> {
        let what = if region { "region" } else { "successor" };
        let (any, variadic_class) = if region {
            ("AnyRegion", "VariadicRegion")
        } else {
            ("AnySuccessor", "VariadicSuccessor")
        };
        let expected = if region {
            "`AnyRegion`, `SizedRegion<N>`, `MinSizedRegion<N>`, `MaxSizedRegion<N>`, or `VariadicRegion<…>` of one of them"
        } else {
            "`AnySuccessor` or `VariadicSuccessor<AnySuccessor>`"
        };
        let Value::Class(c) = v else {
            self.err(
                v.span(),
                format!("expected a {what} constraint such as `{any}` (ODS's {expected})"),
            );
            return None;
        };
        let n = c.name().to_string();
        if n == any && c.args.is_none() {
            return Some((false, None, None));
        }
        let count = |this: &mut Self, min: bool, max: bool| -> Option<BlockCount> {
            match c.args.as_deref() {
                Some([Value::Int(v, ..)]) if *v >= 0 && *v <= u32::MAX as i128 => {
                    let v = *v as usize;
                    Some(BlockCount {
                        min: if min { v } else { 0 },
                        max: max.then_some(v),
                    })
                }
                _ => {
                    this.err(c.span(), format!("`{n}` takes a block count: `{n}<1>`"));
                    None
                }
            }
        };
        match n.as_str() {
            "SizedRegion" if region => count(self, true, true).map(|b| (false, Some(b), None)),
            "MinSizedRegion" if region => count(self, true, false).map(|b| (false, Some(b), None)),
            "MaxSizedRegion" if region => count(self, false, true).map(|b| (false, Some(b), None)),
            _ if region && c.args.is_none() && self.region_preds.contains_key(&n) => {
                Some((false, None, Some(self.region_preds[&n].clone())))
            }
            _ if n == variadic_class => {
                if !outer {
                    self.err(c.span(), format!("`{variadic_class}` cannot be nested"));
                    return None;
                }
                match c.args.as_deref() {
                    Some([inner]) => {
                        let (_, sized, pred) = self.slot_constraint(inner, region, false)?;
                        Some((true, sized, pred))
                    }
                    _ => {
                        self.err(
                            c.span(),
                            format!("`{variadic_class}` takes one {what} constraint: `{variadic_class}<{any}>`"),
                        );
                        None
                    }
                }
            }
            _ if self.failed.contains(&n.to_string()) => None,
            // Perhaps a region constraint record of another block (VAST's
            // `ValueRegion` of `Utils.td` in its ops files; this block has
            // an `include` line): fetched as its text if the block has no
            // other error.
            _ if region
                && self.includes
                && c.is_simple()
                && c.args.is_none()
                && !self.is_local_name(&n) =>
            {
                self.unresolved.borrow_mut().push((
                    c.name().clone(),
                    syn::Error::new(
                        c.span(),
                        format!("unknown {what} constraint `{n}` (expected {expected}, or a `Region<pred, \"summary\">` record)"),
                    ),
                    "region constraint",
                ));
                None
            }
            _ => {
                self.err(
                    c.span(),
                    format!("unknown {what} constraint `{n}` (expected {expected})"),
                );
                None
            }
        }
    }
}
