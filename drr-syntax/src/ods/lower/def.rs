//! Dispatching a record of the block by its class to the lowering of its
//! kind (op, constraint, enum, constant, native call, …), and accepting
//! without effect the classes whose content is C++ only. An unknown class
//! is an error at the class name.

use super::*;

impl Lower<'_> {
    pub(super) fn def(&mut self, model: &mut Model, d: &Def) {
        let class = d.class.to_string();
        match class.as_str() {
            "Op" => self.op(model, d),
            c if c.ends_with("_Op") => self.op(model, d),
            "TypeConstraint" | "Type" => self.user_constraint(model, d, ConstraintKind::Type),
            "AttrConstraint" | "Attr" => self.user_constraint(model, d, ConstraintKind::Attr),
            "PropConstraint" => self.prop_constraint(model, d),
            // Registered in the first pass; a constraint where used.
            "Pred" | "RegionConstraint" => {}
            c if is_enum_class(c) => {
                if let Some(e) = self.enum_def(d) {
                    model.enums.push(e);
                }
            }
            // An `EnumAttr` of another block handed over as text (with a
            // property record naming it, LLVM's `LLVM_IntegerOverflowFlagsProp`):
            // its items and parser are its block's.
            "EnumAttr" if self.imported_records.contains(&d.name.to_string()) => {}
            "EnumAttr" => {
                let dialect = model.dialect.clone();
                if let Some(a) = self.dialect_enum_attr(d, dialect.as_ref()) {
                    model.dialect_enum_attrs.push(a);
                }
            }
            "I32EnumAttrCase" | "I64EnumAttrCase" => {
                self.case_fields(d);
                let value = d.args.get(1).and_then(|v| match v {
                    Value::Int(i, ..) => Some(*i),
                    _ => None,
                });
                match (d.args.first(), value) {
                    (Some(Value::Str(sym)), Some(v)) => {
                        // DRR's `I32Case5`: an attribute constant usable as
                        // a pattern leaf (matches / builds the case's value).
                        let attr = if class == "I32EnumAttrCase" { "I32Attr" } else { "I64Attr" };
                        let attr_ident = Ident::new(attr, Span::call_site());
                        // Case values are unsigned in MLIR (`uint32_t`): an
                        // i32 case above `i32::MAX` is stored as its bits.
                        let bits = if class == "I32EnumAttrCase" {
                            i128::from(v as u32 as i32)
                        } else {
                            i128::from(v as u64 as i64)
                        };
                        let lit = proc_macro2::Literal::i128_unsuffixed(bits);
                        model.constants.push(ConstModel {
                            docs: d.docs.clone(),
                            name: d.name.clone(),
                            constraint: Resolved {
                                ty: quote!(::drr::ods::lib::#attr_ident),
                                text: attr.to_owned(),
                                is_unit: false,
                                buildable: false,
                            },
                            value: quote!(#lit),
                            text: format!("{v} (enum case \"{}\")", sym.value()),
                        });
                    }
                    // A name the block does not define (HEIR's `AND_GATE`,
                    // a top-level `defvar` of an included file): at it.
                    (Some(Value::Str(_)), None)
                        if let Some(Value::Class(c)) = d.args.get(1)
                            && c.args.is_none() =>
                    {
                        self.err(
                            c.span(),
                            format!(
                                "the value of enum case `{}` must be an integer, and `{}` is no name this block defines: a top-level `defvar` of another block is not seen here (TableGen sees an included file's); define it in this block",
                                d.name,
                                c.path_tokens()
                            ),
                        )
                    }
                    (Some(Value::Str(_)), None) if let Some(v) = d.args.get(1) => self.err(
                        v.span(),
                        format!("the value of enum case `{}` must be an integer", d.name),
                    ),
                    _ => self.err(d.class.span(), format!("expected `{class}<\"symbol\", value>`")),
                }
            }
            // Bit enum cases are parts of their enum only.
            c if is_case_class(c) => self.case_fields(d),
            // Lowered in the first pass.
            c if is_trait_class(c) => {}
            // Traits of attributes and types (`NativeAttrTrait<"…">`, …):
            // C++ classes that ODS attaches to `AttrDef`/`TypeDef` records;
            // a definition alone generates nothing in ODS either.
            c if is_attr_type_trait_class(c) => {
                for f in &d.fields {
                    let n = f.name.to_string();
                    if !NATIVE_TRAIT_FIELDS.contains(&n.as_str()) {
                        let near = did_you_mean(&n, NATIVE_TRAIT_FIELDS);
                        self.err(
                            f.name.span(),
                            format!("unknown field `{n}` of a `{class}` record{near}: its fields are C++ (`cppNamespace`, `extraConcreteClassDeclaration`, `extraConcreteClassDefinition`, …) and have no effect in `ods!`"),
                        );
                    }
                }
            }
            // Lowered before the ops.
            c if crate::ods::props::is_prop_class(c) => {}
            "ConstantAttr" | "ConstantStrAttr" => self.constant(model, d),
            "NativeCodeCall" | "NativeCodeCallVoid" | "Constraint" => self.native(model, d),
            // A dialect's own types and attributes: constraints on their
            // text (see `crate::ods::typedef`).
            "AttrDef" | "TypeDef" => self.type_def(model, d),
            // A side-effect resource (`SideEffectInterfaceBase.td`): what
            // `MemRead<R>`/`MemWrite<R>` name, which only feed C++'s
            // `getEffects`; nothing is generated (as for those decorators).
            // A documentation group of ops (`OpDocGroup`): its summary and
            // description only document the ops set to it.
            "OpDocGroup" => {
                for f in &d.fields {
                    if f.name != "summary" && f.name != "description" {
                        self.err(f.name.span(), "an `OpDocGroup` takes `summary` and `description` only");
                    }
                }
            }
            // A derived attribute on its own (`def D : DerivedAttr<"int",
            // [{ C++ }]>`): a C++ accessor of the ops whose fields name it,
            // never stored in the IR; nothing to generate.
            "DerivedAttr" | "DerivedTypeAttr" => {}
            "Resource" => {
                self.no_fields(d);
                if !matches!(d.args.as_slice(), [Value::Str(_)]) {
                    self.err(d.class.span(), "expected `Resource<\"C++ class name\">`");
                }
            }
            // Pass declarations (`PassBase.td`): they register C++ passes,
            // which `ods!` does not generate; nothing to check or emit.
            "PassBase" | "Pass" | "InterfacePass" | "Option" | "ListOption" | "Statistic" => {}
            // MLIR's own dialect files define these next to their ops; their
            // content is C++ (interface methods).
            // Interface definitions: the name ops list among their traits
            // (see `crate::ods::traits::interface_def`); their methods are C++.
            "OpInterface" | "AttrInterface" | "TypeInterface" => {}
            _ => self.err(
                d.class.span(),
                format!(
                    "unknown record class `{class}`: `ods!` accepts `Op`, `TypeConstraint`, `AttrConstraint`, `I32EnumAttr`, `I64EnumAttr`, `I32BitEnumAttr`, `I64BitEnumAttr`, their case classes, `EnumAttr`, `NativeOpTrait`, `PredOpTrait`, `TraitList`, `ConstantAttr`, `ConstantStrAttr`, `NativeCodeCall`, `NativeCodeCallVoid` and `Constraint`"
                ),
            ),
        }
    }
}

/// ODS's classes of attribute and type traits.
pub(super) fn is_attr_type_trait_class(c: &str) -> bool {
    matches!(
        c,
        "NativeTrait"
            | "NativeAttrTrait"
            | "NativeTypeTrait"
            | "ParamNativeAttrTrait"
            | "ParamNativeTypeTrait"
    )
}

/// The fields of ODS's `NativeTrait` records (all C++).
const NATIVE_TRAIT_FIELDS: &[&str] = &[
    "cppNamespace",
    "trait",
    "entityType",
    "extraConcreteClassDeclaration",
    "extraConcreteClassDefinition",
    "extraClassDeclaration",
    "extraClassDefinition",
    "extraTraitClassDeclaration",
];
