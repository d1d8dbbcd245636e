//! ODS properties in `ods!` (`Properties.td`): resolving a property
//! argument (`I64Prop:$val`, `DefaultValuedProp<StringProp, "\"\"">:$b`,
//! `ConfinedProp<I64Prop, CPred<|_, v: i64| v >= 0>, "…">:$x`) and the
//! property records of a block (`def NonNegativeI64Prop : ConfinedProp<…>;`)
//! into Rust types implementing `::drr::ods::Property`, and generating the
//! types of the records and of inline wrappers ([`PropDef`]).
//!
//! A property's value kind ([`Base`]) is always known here: a library
//! property, a wrapper of one, or a record of this block. It gives the Rust
//! type a predicate takes (`i64`, `&str`, `bool`, `Option<…>`).
//! `EnumProp<Enum>` takes an enum of the block (or a path to any
//! `drr::ods::EnumValue`); `IntProp<"intN_t", "summary">` a new summary.
//! Properties of other kinds (`ArrayProp`, `EnumPropWithAttrForm`, a
//! custom `Property<"CppType">`, …) are reported by name.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::{Ident, LitStr};

use super::ast::*;
use super::cpp_literal;
use super::lower::{Lower, Resolved};

/// The class name a record of `EnumPropWithAttrForm` (or the named form)
/// with `storeInCustomAttribute = 1` resolves as, prefixed to the class's.
const CUSTOM_ATTR_PREFIX: &str = "__drr_custom_attr_";

/// The value kind of a property.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Base {
    /// `IntProp<"intN_t">` / `uintN_t`: the Rust integer type's name.
    Int(&'static str),
    /// `BoolProp`.
    Bool,
    /// `UnitProp`.
    Unit,
    /// `StringProp`.
    Str,
    /// `OptionalProp<…>`.
    Optional(Box<Base>),
    /// `EnumProp<E>`: the enum's Rust type (its tokens, as text).
    Enum(String),
    /// `ArrayProp<P>`: a list of `P` values.
    Array(Box<Base>),
    /// `IntArrayProp<I64Prop>`: a list of integers (the Rust type).
    IntArray(&'static str),
}

impl Base {
    /// The Rust type a predicate on the property's value takes.
    fn pred_type(&self) -> TokenStream {
        match self {
            Base::Int(t) => {
                let t = Ident::new(t, Span::call_site());
                quote!(#t)
            }
            Base::Bool | Base::Unit => quote!(bool),
            Base::Str => quote!(&str),
            Base::Optional(b) => {
                let t = b.pred_type();
                quote!(::core::option::Option<#t>)
            }
            Base::Enum(e) => e.parse().unwrap_or_else(|_| quote!(::drr::Attribute)),
            Base::Array(b) => {
                let t = b.pred_type();
                quote!(::std::vec::Vec<#t>)
            }
            Base::IntArray(t) => {
                let t = Ident::new(t, Span::call_site());
                quote!(::std::vec::Vec<#t>)
            }
        }
    }
}

/// A property type `ods!` generates: a record (`def X : ConfinedProp<…>;`)
/// or an inline `DefaultValuedProp<…>` / `ConfinedProp<…>` of an argument.
#[derive(Debug)]
pub struct PropDef {
    /// Doc comments.
    pub docs: Vec<String>,
    /// The type's name.
    pub name: Ident,
    /// False for the hidden type of an inline wrapper.
    pub public: bool,
    /// The wrapped property's type.
    pub base_ty: TokenStream,
    /// A new summary (`ConfinedProp`'s third argument).
    pub summary: Option<String>,
    /// `DefaultValuedProp`'s default: an expression of the kind's value
    /// type.
    pub default: Option<TokenStream>,
    /// `ConfinedProp`'s predicate: a `bool` expression of `ctx` and `v`
    /// (the property's value).
    pub pred: Option<TokenStream>,
    /// The Rust type of `v`.
    pub pred_ty: TokenStream,
}

/// The property classes of `Properties.td` and their status here.
const SUPPORTED: &str = "`UnitProp`, `BoolProp`, `I32Prop`, `I64Prop`, `IntProp<\"intN_t\">`, `StringProp`, `EnumProp<Enum>`, `ArrayProp<…>`, `IntArrayProp<I64Prop>`, `DefaultValuedProp<…>`, `OptionalProp<…>`, `ConfinedProp<…>`";

/// Property classes `ods!` does not support (reported by name).
const UNSUPPORTED: &[&str] = &[
    "I32Property",
    "I64Property",
    "IntProperty",
    "StringProperty",
    "BoolProperty",
    "UnitProperty",
    "ArrayProperty",
    "IntArrayProperty",
    "OptionalProperty",
    "DefaultValuedProperty",
    "ConfinedProperty",
];

/// True if `name` names a property class of ODS (supported or not), so an
/// argument written with it is lowered as a property.
pub fn is_prop_class(name: &str) -> bool {
    matches!(
        name,
        "UnitProp"
            | "BoolProp"
            | "I32Prop"
            | "I64Prop"
            | "IntProp"
            | "StringProp"
            | "EnumProp"
            | "DefaultValuedProp"
            | "OptionalProp"
            | "ConfinedProp"
            | "ConstantProp"
            | "ArrayProp"
            | "IntArrayProp"
            | "NamedEnumProp"
            | "EnumPropWithAttrForm"
            | "NamedEnumPropWithAttrForm"
            | "Property"
    ) || UNSUPPORTED.contains(&name)
}

/// The `let` fields of a custom `Property<…>` record that are C++ of the
/// property's in-memory storage, hashing, bytecode or custom assembly:
/// none changes the generic form (the attribute form and its verifier),
/// which is all `ods!` models of a property.
const PROPERTY_CPP_FIELDS: &[&str] = &[
    "description",
    "convertFromStorage",
    "assignToStorage",
    "hashProperty",
    "parser",
    "optionalParser",
    "printer",
    "writeToMlirBytecode",
    "readFromMlirBytecode",
    "storageTypeValueOverride",
    "baseProperty",
];

/// The library property and value kind holding a custom `Property<"T">`'s
/// C++ storage type `T`, with MLIR's default attribute form of that type
/// (`convertToAttribute` of an integer is `v : iN`, of a `bool` `true` /
/// `false`, of a string `"text"`).
fn custom_storage(cpp: &str, span: Span) -> Option<(TokenStream, Base)> {
    let t = cpp.trim().trim_start_matches("::");
    if let Some(i) = int_type(t) {
        let id = Ident::new(i, span);
        return Some((
            quote_spanned!(span=> ::drr::ods::lib::IntProp<#id>),
            Base::Int(i),
        ));
    }
    if let Some(i) = int_vector(t, &["llvm::SmallVector", "SmallVector"]) {
        let id = Ident::new(i, span);
        return Some((
            quote_spanned!(span=> ::drr::ods::lib::IntArrayProp<#id>),
            Base::IntArray(i),
        ));
    }
    match t {
        "bool" => Some((quote_spanned!(span=> ::drr::ods::lib::BoolProp), Base::Bool)),
        "std::string" | "llvm::StringRef" | "StringRef" => Some((
            quote_spanned!(span=> ::drr::ods::lib::StringProp),
            Base::Str,
        )),
        _ => None,
    }
}

/// The kind of a custom `Property`'s interface type: its storage kinds, and
/// the views of an integer vector (`::llvm::ArrayRef<int64_t>`, which
/// MLIR's array properties hand out).
fn custom_interface(cpp: &str, span: Span) -> Option<Base> {
    let t = cpp.trim().trim_start_matches("::");
    if let Some(i) = int_vector(
        t,
        &[
            "llvm::ArrayRef",
            "ArrayRef",
            "llvm::MutableArrayRef",
            "MutableArrayRef",
        ],
    ) {
        return Some(Base::IntArray(i));
    }
    custom_storage(cpp, span).map(|(_, b)| b)
}

/// `SmallVector<int64_t>` / `SmallVector<int32_t, 4>` (one of `templates`):
/// the Rust element type of an integer vector MLIR's default conversions
/// read and write as a dense array (`convertFromAttribute(SmallVectorImpl<
/// int64_t> &, …)`, `convertToAttribute(ctx, ArrayRef<int64_t>)`).
fn int_vector(t: &str, templates: &[&str]) -> Option<&'static str> {
    let inner = templates.iter().find_map(|tpl| {
        t.strip_prefix(tpl)?
            .trim_start()
            .strip_prefix('<')?
            .strip_suffix('>')
    })?;
    let elem = inner.split(',').next()?.trim();
    match int_type(elem)? {
        t @ ("i64" | "i32") => Some(t),
        _ => None,
    }
}

/// The storage types of a custom `Property` that MLIR converts with C++
/// written for the property (no default `convertToAttribute` exists for
/// them): attributes and types (`::mlir::Attribute`, `::mlir::TypeAttr`,
/// `::mlir::Type`), fixed-size arrays.
fn needs_cpp_conversion(cpp: &str) -> Option<&'static str> {
    let t = cpp.trim().trim_start_matches("::");
    let (mlir, t) = match t.strip_prefix("mlir::") {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let simple = !t.contains(['<', ':']);
    if t.starts_with("std::array") || t.ends_with(']') {
        Some("a fixed-size array")
    } else if t == "Type" || mlir && simple && t.ends_with("Type") {
        Some("a type")
    } else if t == "Attribute" || mlir && simple && t.ends_with("Attr") {
        Some("an attribute")
    } else {
        None
    }
}

/// The Rust integer type of `IntProp<"…">`'s C++ type.
fn int_type(cpp: &str) -> Option<&'static str> {
    Some(
        match cpp
            .trim()
            .trim_start_matches("::")
            .trim_start_matches("std::")
        {
            "int8_t" => "i8",
            "int16_t" => "i16",
            "int32_t" => "i32",
            "int64_t" => "i64",
            "uint8_t" => "u8",
            "uint16_t" => "u16",
            "uint32_t" => "u32",
            "uint64_t" => "u64",
            _ => return None,
        },
    )
}

/// The Rust type of a property's C++ interface type (`PropConstraint`'s
/// third argument): the integers `IntProp` takes, `bool`, strings.
pub fn interface_type(cpp: &str) -> Option<TokenStream> {
    let t = cpp.trim().trim_start_matches("::");
    if let Some(i) = int_type(t) {
        let i = Ident::new(i, Span::call_site());
        return Some(quote!(#i));
    }
    match t {
        "bool" => Some(quote!(bool)),
        "llvm::StringRef" | "StringRef" | "std::string" => Some(quote!(&str)),
        _ => None,
    }
}

impl Lower<'_> {
    /// The property record `d` (`def X : ConfinedProp<…>;`,
    /// `DefaultValuedProp<…>`, `OptionalProp<…>`, `IntProp<…>`): its type
    /// is generated (or aliased) under its name.
    pub(super) fn prop_record(&mut self, props: &mut Vec<PropDef>, d: &Def) {
        let class = d.class.to_string();
        let mut value = Value::Class(ClassRef {
            path: vec![d.class.clone()],
            leading_colon: false,
            args: Some(d.args.clone()),
        });
        // A custom `Property<"storage", "desc">` record: `let` overrides of
        // its template arguments and its default, C++ of its storage
        // accepted (see `PROPERTY_CPP_FIELDS`), its conversions rejected.
        if class == "Property" {
            let mut args = d.args.clone();
            let mut default = None;
            for f in &d.fields {
                let n = f.name.to_string();
                match (n.as_str(), &f.value) {
                    ("storageType" | "interfaceType", Value::Str(_)) => {
                        if args.is_empty() {
                            args.push(f.value.clone());
                        } else if n == "storageType" {
                            args[0] = f.value.clone();
                        }
                    }
                    ("summary", Value::Str(_)) => {
                        while args.len() < 2 {
                            args.push(Value::Str(LitStr::new("", f.name.span())));
                        }
                        args[1] = f.value.clone();
                    }
                    ("defaultValue", Value::Str(dv)) => default = Some(dv.clone()),
                    ("convertToAttribute" | "convertFromAttribute" | "predicate", _) => self.err(
                        f.name.span(),
                        format!("`let {n}` of a custom `Property` is C++ that `ods!` cannot run: the property's attribute form is its storage type's (MLIR's default `convertToAttribute`/`convertFromAttribute`); delete the field{}", if n == "predicate" { ", and constrain the value with `ConfinedProp<…, CPred<|ctx, v| …>, \"summary\">`" } else { "" }),
                    ),
                    (other, _) if PROPERTY_CPP_FIELDS.contains(&other) => {}
                    (other, _) => self.err(
                        f.name.span(),
                        format!("`let {other}` is not a field of ODS's `Property` (`storageType`, `interfaceType`, `summary`, `defaultValue`, and C++ of its storage: {})", PROPERTY_CPP_FIELDS.join(", ")),
                    ),
                }
            }
            let mut value = Value::Class(ClassRef {
                path: vec![d.class.clone()],
                leading_colon: false,
                args: Some(args),
            });
            if let Some(dv) = default {
                value = Value::Class(ClassRef {
                    path: vec![Ident::new("DefaultValuedProp", d.class.span())],
                    leading_colon: false,
                    args: Some(vec![value, Value::Str(dv)]),
                });
            }
            self.define_prop_record(props, d, &value);
            return;
        }
        // `let storeInCustomAttribute = 1;` on an enum property with an
        // attribute form: stored as that attribute (MLIR's
        // `convertToAttribute` builds it), read as before.
        if class.contains("WithAttrForm")
            && d.fields
                .iter()
                .any(|f| f.name == "storeInCustomAttribute" && self.bit_field(f))
        {
            value = Value::Class(ClassRef {
                path: vec![Ident::new(
                    &format!("{CUSTOM_ATTR_PREFIX}{class}"),
                    d.class.span(),
                )],
                leading_colon: false,
                args: Some(d.args.clone()),
            });
        }
        // An enum property record's `let defaultValue = "…";` (LLVM's
        // `let defaultValue = enum.cppType # "::none";`): the record is
        // `DefaultValuedProp<EnumProp<…>, "…">`.
        for f in &d.fields {
            match (f.name.to_string().as_str(), &f.value) {
                ("defaultValue", Value::Str(dv)) if class.contains("EnumProp") => {
                    value = Value::Class(ClassRef {
                        path: vec![Ident::new("DefaultValuedProp", d.class.span())],
                        leading_colon: false,
                        args: Some(vec![value, Value::Str(dv.clone())]),
                    });
                }
                ("storeInCustomAttribute", _) if class.contains("WithAttrForm") => {}
                _ => self.err(
                    f.name.span(),
                    if class.contains("EnumProp") {
                        format!("`{}` records take only `let defaultValue = \"…\";` (a C++ enum case such as `\"MyEnum::none\"`)", d.class)
                    } else {
                        format!("`{}` records take no `let` fields", d.class)
                    },
                ),
            }
        }
        if class == "ConstantProp" {
            self.err(
                d.class.span(),
                format!("`{class}` records go in a `patterns!` block, where they constrain a property of a matched op; an op argument needs a property (`I64Prop`, `ConfinedProp<I64Prop, …>`)"),
            );
            return;
        }
        self.define_prop_record(props, d, &value);
    }

    /// Resolves the property `value` record `d` stands for and defines it
    /// under `d`'s name: the type `prop` generates, or an alias for plain
    /// kinds and library generics. A record that fails is remembered, so
    /// its uses give no follow-on error.
    fn define_prop_record(&mut self, props: &mut Vec<PropDef>, d: &Def, value: &Value) {
        let Some((resolved, base)) = self.prop(value, props, Some(d)) else {
            self.failed_props.insert(d.name.to_string());
            return;
        };
        self.prop_bases.insert(d.name.to_string(), base);
        if !props.iter().any(|p| p.name == d.name) {
            let name = &d.name;
            let ty = &resolved.ty;
            let docs = &d.docs;
            self.prop_aliases.push(quote! {
                #(#[doc = #docs])*
                #[allow(non_camel_case_types)]
                pub type #name = #ty;
            });
        }
    }

    /// Resolves property `v`; `record` is the record defining it, if any
    /// (its generated type then takes the record's name). Returns the
    /// property type and its value kind.
    pub(super) fn prop(
        &mut self,
        v: &Value,
        props: &mut Vec<PropDef>,
        record: Option<&Def>,
    ) -> Option<(Resolved, Base)> {
        let Value::Class(c) = v else {
            self.err(v.span(), "expected a property such as `I64Prop`");
            return None;
        };
        let name = c.name().to_string();
        let span = c.span();
        let args = c.args.as_deref().unwrap_or(&[]);
        if c.is_simple()
            && record.is_none()
            && let Some(base) = self.prop_bases.get(&name).cloned()
        {
            if c.args.is_some() {
                self.err(span, format!("`{name}` takes no template arguments"));
                return None;
            }
            let ident = c.name();
            return Some((resolved(quote!(#ident), name), base));
        }
        if !c.is_simple() {
            self.err(
                span,
                format!("`{}`: a property must be a library property or a record of this `ods!` block (properties defined elsewhere are not supported)", c.path_tokens()),
            );
            return None;
        }
        let lib = |n: &str| {
            let id = Ident::new(n, span);
            quote_spanned!(span=> ::drr::ods::lib::#id)
        };
        let plain = |this: &Self, base: Base| {
            if c.args.is_some() {
                this.err(span, format!("`{name}` takes no template arguments"));
                return None;
            }
            Some((resolved(lib(&name), name.clone()), base))
        };
        match name.as_str() {
            "UnitProp" => plain(self, Base::Unit),
            "BoolProp" => plain(self, Base::Bool),
            "I32Prop" => plain(self, Base::Int("i32")),
            "I64Prop" => plain(self, Base::Int("i64")),
            "StringProp" => plain(self, Base::Str),
            "IntProp" => match args {
                [Value::Str(s)] => match int_type(&s.value()) {
                    Some(t) => {
                        let t = Ident::new(t, s.span());
                        Some((
                            resolved(
                                quote_spanned!(span=> ::drr::ods::lib::IntProp<#t>),
                                format!("IntProp<{:?}>", s.value()),
                            ),
                            Base::Int(int_type(&s.value()).expect("checked")),
                        ))
                    }
                    None => {
                        self.err(s.span(), format!("`IntProp` of `{}` is not supported: the storage type must be one of `int8_t`, `int16_t`, `int32_t`, `int64_t`, `uint8_t`, `uint16_t`, `uint32_t`, `uint64_t`", s.value()));
                        None
                    }
                },
                // `IntProp<"int64_t", "summary">`: a new summary.
                [Value::Str(s), Value::Str(summary)] => match int_type(&s.value()) {
                    Some(t) => {
                        let base = Base::Int(t);
                        let t = Ident::new(t, s.span());
                        let summary = Some(summary.value()).filter(|s| !s.is_empty());
                        let text = format!(
                            "IntProp<{:?}, {:?}>",
                            s.value(),
                            summary.as_deref().unwrap_or("")
                        );
                        Some(self.prop_def(
                            props,
                            record,
                            span,
                            quote_spanned!(span=> ::drr::ods::lib::IntProp<#t>),
                            summary,
                            None,
                            None,
                            &base,
                            text,
                        ))
                    }
                    None => {
                        self.err(s.span(), format!("`IntProp` of `{}` is not supported: the storage type must be one of `int8_t`, `int16_t`, `int32_t`, `int64_t`, `uint8_t`, `uint16_t`, `uint32_t`, `uint64_t`", s.value()));
                        None
                    }
                },
                [_, extra, ..] => {
                    self.err(extra.span(), "expected `IntProp<\"int64_t\", \"summary\">`");
                    None
                }
                _ => {
                    self.err(
                        span,
                        "expected `IntProp<\"int64_t\">` (the C++ storage type as a string)",
                    );
                    None
                }
            },
            // `EnumProp<Enum>`: an enum of this block or a path to one
            // (any `drr::ods::EnumValue`).
            // `NamedEnumProp<E, "mnemonic">` prints as `EnumProp<E>` in the
            // generic form (the mnemonic is its custom syntax).
            "EnumProp" | "NamedEnumProp" => match args {
                [Value::Class(e)] | [Value::Class(e), Value::Str(_)]
                    if e.args.is_none() && (name == "NamedEnumProp") == (args.len() == 2) =>
                {
                    let path = e.path_tokens();
                    Some((
                        resolved(
                            quote_spanned!(span=> ::drr::ods::lib::EnumProp<#path>),
                            format!("EnumProp<{}>", e.name()),
                        ),
                        Base::Enum(path.to_string()),
                    ))
                }
                _ => {
                    self.err(span, format!("expected `{}` (an enum record such as `I32EnumAttr<…>` / `I32BitEnumAttr<…>`)", if name == "EnumProp" { "EnumProp<Enum>" } else { "NamedEnumProp<Enum, \"mnemonic\">" }));
                    None
                }
            },
            // `EnumPropWithAttrForm<E, A>` / `NamedEnumPropWithAttrForm<E,
            // "mnemonic", A>`: an `EnumProp<E>` that also reads the
            // dialect attribute `A` (an `EnumAttr` of `E`).
            "EnumPropWithAttrForm"
            | "NamedEnumPropWithAttrForm"
            | "__drr_custom_attr_EnumPropWithAttrForm"
            | "__drr_custom_attr_NamedEnumPropWithAttrForm" => {
                let custom = name.starts_with(CUSTOM_ATTR_PREFIX);
                let name = name.trim_start_matches(CUSTOM_ATTR_PREFIX);
                let named = name == "NamedEnumPropWithAttrForm";
                match (named, args) {
                    (false, [Value::Class(e), Value::Class(a)])
                    | (true, [Value::Class(e), Value::Str(_), Value::Class(a)])
                        if e.args.is_none() && a.args.is_none() =>
                    {
                        let path = e.path_tokens();
                        let attr = a.path_tokens();
                        let ty = if custom {
                            quote_spanned!(span=> ::drr::ods::lib::EnumPropInCustomAttr<#path, #attr>)
                        } else {
                            quote_spanned!(span=> ::drr::ods::lib::EnumPropWithAttrForm<#path, #attr>)
                        };
                        Some((
                            resolved(ty, format!("{name}<{}, {}>", e.name(), a.name())),
                            Base::Enum(path.to_string()),
                        ))
                    }
                    _ => {
                        self.err(
                            span,
                            format!(
                                "expected `{}` (an enum record and its `EnumAttr` record)",
                                if named {
                                    "NamedEnumPropWithAttrForm<Enum, \"mnemonic\", EnumAttr>"
                                } else {
                                    "EnumPropWithAttrForm<Enum, EnumAttr>"
                                }
                            ),
                        );
                        None
                    }
                }
            }
            // `ArrayProp<P>` / `ArrayProp<P, "summary">`.
            "ArrayProp" => {
                let (inner, summary) = match args {
                    [inner] => (inner, None),
                    [inner, Value::Str(s)] => (inner, Some(s.value()).filter(|s| !s.is_empty())),
                    _ => {
                        self.err(
                            span,
                            "expected `ArrayProp<Property>` or `ArrayProp<Property, \"summary\">`",
                        );
                        return None;
                    }
                };
                let (r, b) = self.prop(inner, props, None)?;
                let ty = r.ty;
                let base = Base::Array(Box::new(b));
                let array = quote_spanned!(span=> ::drr::ods::lib::ArrayProp<#ty>);
                let text = format!("ArrayProp<{}>", r.text);
                match summary {
                    None if record.is_none() => Some((resolved(array, text), base)),
                    summary => Some(
                        self.prop_def(props, record, span, array, summary, None, None, &base, text),
                    ),
                }
            }
            // `IntArrayProp<I64Prop>` / `IntArrayProp<I32Prop>` (and
            // `IntProp<"int64_t">`): a dense array.
            "IntArrayProp" => {
                let (inner, summary) = match args {
                    [inner] => (inner, None),
                    [inner, Value::Str(s)] => (inner, Some(s.value()).filter(|s| !s.is_empty())),
                    _ => {
                        self.err(span, "expected `IntArrayProp<I64Prop>` or `IntArrayProp<I64Prop, \"summary\">`");
                        return None;
                    }
                };
                let plain = matches!(inner, Value::Class(e) if e.is_simple()
                    && matches!(e.name().to_string().as_str(), "I32Prop" | "I64Prop" | "IntProp"));
                let (r, b) = self.prop(inner, props, None)?;
                let t = match b {
                    Base::Int(t @ ("i32" | "i64")) if plain => t,
                    _ => {
                        self.err(inner.span(), format!("`IntArrayProp` of `{}` is not supported: its elements are `I32Prop` or `I64Prop` (MLIR's `DenseI32ArrayAttr` / `DenseI64ArrayAttr`); use `ArrayProp<…>` for other properties", r.text));
                        return None;
                    }
                };
                let base = Base::IntArray(t);
                let t = Ident::new(t, span);
                let array = quote_spanned!(span=> ::drr::ods::lib::IntArrayProp<#t>);
                let text = format!("IntArrayProp<{}>", r.text);
                match summary {
                    None if record.is_none() => Some((resolved(array, text), base)),
                    summary => Some(
                        self.prop_def(props, record, span, array, summary, None, None, &base, text),
                    ),
                }
            }
            "OptionalProp" => match args {
                [inner] | [inner, Value::Int(..)] => {
                    let (r, b) = self.prop(inner, props, None)?;
                    let ty = r.ty;
                    let hidden = quote_spanned!(span=> ::drr::ods::lib::OptionalProp<#ty>);
                    let text = format!("OptionalProp<{}>", r.text);
                    Some((resolved(hidden, text), Base::Optional(Box::new(b))))
                }
                _ => {
                    self.err(span, "expected `OptionalProp<Property>`");
                    None
                }
            },
            "DefaultValuedProp" => match args {
                [inner, Value::Str(dv)] | [inner, Value::Str(dv), Value::Str(_)] => {
                    let (r, b) = self.prop(inner, props, None)?;
                    let base_ty = r.ty.clone();
                    // An empty default means none (ODS's `defaultValue = ""`);
                    // an array's `::llvm::ArrayRef<int64_t>{}` is its empty
                    // default too.
                    let is_array = matches!(b, Base::Array(_) | Base::IntArray(_));
                    let default = if dv.value().is_empty() {
                        None
                    } else if is_array {
                        let t = dv.value();
                        let t = t.trim();
                        let empty = t.ends_with('}')
                            && t.find('{')
                                .is_some_and(|i| t[i + 1..t.len() - 1].trim().is_empty());
                        if !empty {
                            self.err(dv.span(), format!("the default `{t}` of an array property is not supported: only the empty list (`::llvm::ArrayRef<int64_t>{{}}`)"));
                            return None;
                        }
                        None
                    } else {
                        match cpp_literal::read(&dv.value()) {
                            Ok(value) => {
                                let vt = quote!(<<#base_ty as ::drr::ods::Property>::Kind as ::drr::ods::PropKind>::Value);
                                Some(value.to_tokens(&vt, dv.span()))
                            }
                            Err(e) => {
                                self.err(dv.span(), format!("cannot read `{}` as a default value: {e} (ODS values are C++ literals such as `\"42\"`, `\"true\"`, `\"\\\"text\\\"\"`)", dv.value()));
                                return None;
                            }
                        }
                    };
                    let text = format!("DefaultValuedProp<{}, {:?}>", r.text, dv.value());
                    Some(self.prop_def(props, record, span, base_ty, None, default, None, &b, text))
                }
                _ => {
                    self.err(span, "expected `DefaultValuedProp<Property, \"default\">` (the default in ODS's C++ spelling)");
                    None
                }
            },
            "ConfinedProp" => {
                let (inner, pred, summary) = match args {
                    [inner, pred] => (inner, pred, None),
                    [inner, pred, Value::Str(s)] => (inner, pred, Some(s.value())),
                    _ => {
                        self.err(
                            span,
                            "expected `ConfinedProp<Property, predicate, \"summary\">`",
                        );
                        return None;
                    }
                };
                let (r, b) = self.prop(inner, props, None)?;
                let pred = self.prop_pred(pred, &b.pred_type())?;
                let summary = summary.filter(|s| !s.is_empty());
                let text = format!("ConfinedProp<{}, …>", r.text);
                Some(self.prop_def(
                    props,
                    record,
                    span,
                    r.ty,
                    summary,
                    None,
                    Some(pred),
                    &b,
                    text,
                ))
            }
            // A custom `Property<"storage", "desc", "interface">`: the
            // storage type's kind, with `desc` as its summary.
            "Property" => {
                let (storage, desc, iface) = match args {
                    [Value::Str(st)] => (st, None, None),
                    [Value::Str(st), Value::Str(d)] => (st, Some(d), None),
                    [Value::Str(st), Value::Str(d), Value::Str(i)] => (st, Some(d), Some(i)),
                    _ => {
                        self.err(span, "expected `Property<\"storage type\", \"description\">` (C++ type names as strings)");
                        return None;
                    }
                };
                let Some((base_ty, base)) = custom_storage(&storage.value(), storage.span()) else {
                    let why = match needs_cpp_conversion(&storage.value()) {
                        Some(what) => format!(
                            " ({what}: MLIR has no default `convertToAttribute`/`convertFromAttribute` for it, so the property's attribute form is C++ written for it; use an attribute argument instead, such as `TypeAttr`, `AnyAttr` or a `ConfinedAttr<…>`)"
                        ),
                        None => String::new(),
                    };
                    self.err(storage.span(), format!("a custom `Property` stored as `{}` is not supported{why}: `ods!` holds an integer (`int64_t`, `uint8_t`, …), a `bool`, a string (`std::string`, `::llvm::StringRef`) or an integer vector (`::llvm::SmallVector<int64_t>`, `<int32_t>`) in the attribute form MLIR's default conversions give it", storage.value()));
                    return None;
                };
                if let Some(i) = iface
                    && !i.value().trim().is_empty()
                    && custom_interface(&i.value(), i.span()) != Some(base.clone())
                {
                    self.err(i.span(), format!("the interface type `{}` of a custom `Property` must be of the same kind as its storage type `{}` (`ods!` gives the property one Rust value type)", i.value(), storage.value()));
                    return None;
                }
                let summary = desc.map(LitStr::value);
                let text = format!(
                    "Property<{:?}, {:?}>",
                    storage.value(),
                    summary.as_deref().unwrap_or("")
                );
                Some(self.prop_def(
                    props,
                    record,
                    span,
                    base_ty,
                    Some(summary.unwrap_or_default()),
                    None,
                    None,
                    &base,
                    text,
                ))
            }
            "PropConstraint" | "ConstantProp" => {
                self.err(span, format!("`{name}` constrains a property in a pattern; an op argument needs a property (`I64Prop`, `ConfinedProp<I64Prop, …>`)"));
                None
            }
            n if UNSUPPORTED.contains(&n) => {
                let hint = if n.ends_with("Property") && n != "Property" {
                    format!(
                        " (`{n}` is the deprecated name of `{}`)",
                        n.replace("Property", "Prop")
                    )
                } else {
                    String::new()
                };
                self.err(span, format!("the ODS property kind `{n}` is not supported by `ods!`{hint}; supported: {SUPPORTED}"));
                None
            }
            _ if self.includes
                && c.is_simple()
                && c.args.is_none()
                && !self.is_local_name(&name) =>
            {
                // Perhaps a property record of another block (this block
                // has an `include` line): fetched by its macro if the block
                // has no other error.
                let msg = format!(
                    "`{name}` is not a property ({SUPPORTED}, or a property record of this block)"
                );
                self.unresolved.borrow_mut().push((
                    c.name().clone(),
                    syn::Error::new(span, msg),
                    "property",
                ));
                None
            }
            _ => {
                self.err(span, format!("`{name}` is not a property ({SUPPORTED}, or a property record of this block)"));
                None
            }
        }
    }

    /// Records the generated type of a wrapper: the record's type, or a
    /// hidden type named after the argument position.
    #[allow(clippy::too_many_arguments)]
    fn prop_def(
        &mut self,
        props: &mut Vec<PropDef>,
        record: Option<&Def>,
        span: Span,
        base_ty: TokenStream,
        summary: Option<String>,
        default: Option<TokenStream>,
        pred: Option<TokenStream>,
        base: &Base,
        text: String,
    ) -> (Resolved, Base) {
        let (name, public, docs) = match record {
            Some(d) => (d.name.clone(), true, d.docs.clone()),
            None => {
                let n = format_ident!("__DrrProp{}", self.next_prop, span = span);
                self.next_prop += 1;
                (n, false, Vec::new())
            }
        };
        props.push(PropDef {
            docs,
            name: name.clone(),
            public,
            base_ty,
            summary,
            default,
            pred,
            pred_ty: base.pred_type(),
        });
        (resolved(quote!(#name), text), base.clone())
    }

    /// A property predicate (`CPred<closure or path>`, `And<[…]>`,
    /// `Or<[…]>`, `Neg<…>`) as a `bool` expression of `ctx: &Context` and
    /// the value `v` (of type `ty`). A closure takes `(ctx, v)` or `(v)`.
    fn prop_pred(&self, v: &Value, ty: &TokenStream) -> Option<TokenStream> {
        self.prop_pred_at(v, ty, 0)
    }

    /// [`Self::prop_pred`] at nesting `depth` (bounded: the front end
    /// bounds the nesting of values, and so does this).
    fn prop_pred_at(&self, v: &Value, ty: &TokenStream, depth: usize) -> Option<TokenStream> {
        if depth > 64 {
            self.err(v.span(), "predicate nested too deeply");
            return None;
        }
        let Value::Class(c) = v else {
            if let Value::Closure(cl) = v {
                return self.prop_closure(cl, ty);
            }
            self.err(
                v.span(),
                "expected a predicate: `CPred<|ctx, v| …>`, `And<[…]>`, `Or<[…]>` or `Neg<…>`",
            );
            return None;
        };
        let name = c.name().to_string();
        let args = c.args.as_deref().unwrap_or(&[]);
        match (name.as_str(), args) {
            ("CPred", [Value::Closure(cl)]) => self.prop_closure(cl, ty),
            ("CPred", [Value::Class(p)]) if p.args.is_none() => {
                let p = p.path_tokens();
                Some(quote!(#p(ctx, v)))
            }
            ("CPred", [Value::Str(s)]) => {
                self.err(s.span(), "a `CPred` body is Rust here: write a closure (`|ctx, v: i64| v >= 0`) or a fn path instead of a C++ string");
                None
            }
            ("And" | "Or", [Value::List(_, items)]) => {
                let mut parts = Vec::new();
                for it in items {
                    parts.push(self.prop_pred_at(it, ty, depth + 1)?);
                }
                Some(match (name.as_str(), parts.is_empty()) {
                    ("And", true) => quote!(true),
                    ("Or", true) => quote!(false),
                    ("And", _) => quote!(#((#parts))&&*),
                    _ => quote!(#((#parts))||*),
                })
            }
            ("Neg", [p]) => {
                let p = self.prop_pred_at(p, ty, depth + 1)?;
                Some(quote!(!(#p)))
            }
            ("TruePred", []) if c.args.is_none() => Some(quote!(true)),
            _ => {
                self.err(
                    c.span(),
                    format!("expected a predicate: `CPred<|ctx, v| …>`, `And<[…]>`, `Or<[…]>` or `Neg<…>`, found `{name}`"),
                );
                None
            }
        }
    }

    fn prop_closure(&self, cl: &syn::ExprClosure, ty: &TokenStream) -> Option<TokenStream> {
        let span = syn::spanned::Spanned::span(cl);
        match cl.inputs.len() {
            1 => Some(quote_spanned! {span=> ({
                let p: fn(#ty) -> bool = #cl;
                p(v)
            })}),
            2 => Some(quote_spanned! {span=> ({
                let p: fn(&::drr::Context, #ty) -> bool = #cl;
                p(ctx, v)
            })}),
            _ => {
                self.err(span, format!("a property predicate takes the context and the value (`|ctx, v: {ty}| …`) or the value alone"));
                None
            }
        }
    }
}

fn resolved(ty: TokenStream, text: String) -> Resolved {
    Resolved {
        ty,
        text,
        is_unit: false,
        buildable: false,
    }
}

/// The items of a generated property type.
pub fn generate_prop(p: &PropDef) -> TokenStream {
    let name = &p.name;
    let base = &p.base_ty;
    let kind = quote!(<#base as ::drr::ods::Property>::Kind);
    let summary_const = match &p.summary {
        Some(s) => quote!(#s),
        None => quote!(<#base as ::drr::ods::AttrConstraint>::SUMMARY),
    };
    let summary_fn = match &p.summary {
        Some(s) => quote!(::std::borrow::Cow::Borrowed(#s)),
        None => quote!(<#base as ::drr::ods::AttrConstraint>::summary()),
    };
    let default = p.default.as_ref().map(|d| {
        quote! {
            fn default_attr(ctx: &mut ::drr::Context) -> ::drr::Attribute {
                <#kind as ::drr::ods::PropKind>::to_attr(ctx, #d)
            }
        }
    });
    let default = default.unwrap_or_else(|| {
        quote! {
            fn default_attr(ctx: &mut ::drr::Context) -> ::drr::Attribute {
                <#base as ::drr::ods::Property>::default_attr(ctx)
            }
        }
    });
    let pred_ty = &p.pred_ty;
    let satisfies = match &p.pred {
        Some(pred) => quote! {
            fn satisfies(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                if !<#base as ::drr::ods::Property>::satisfies(ctx, attr) {
                    return false;
                }
                match <#kind as ::drr::ods::PropKind>::get(ctx, attr) {
                    ::core::option::Option::Some(v) => {
                        let v: #pred_ty = v;
                        #pred
                    }
                    ::core::option::Option::None => false,
                }
            }
        },
        None => quote! {
            fn satisfies(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                <#base as ::drr::ods::Property>::satisfies(ctx, attr)
            }
        },
    };
    let docs = &p.docs;
    let hidden = (!p.public).then(|| quote!(#[doc(hidden)]));
    let heading = if p.public {
        format!(" The ODS property `{name}`.")
    } else {
        " A property of an op argument (`DefaultValuedProp` / `ConfinedProp`).".to_string()
    };
    quote! {
        #[doc = #heading]
        #(#[doc = #docs])*
        #hidden
        #[derive(Clone, Copy, Debug, Default)]
        #[allow(non_camel_case_types)]
        pub struct #name;
        impl ::drr::ods::AttrConstraint for #name {
            const SUMMARY: &'static str = #summary_const;
            type Storage = ::drr::ods::PropAttr<#kind>;
            fn matches(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                ::drr::ods::property::prop_matches::<Self>(ctx, attr)
            }
            fn summary() -> ::std::borrow::Cow<'static, str> {
                #summary_fn
            }
        }
        impl ::drr::ods::Property for #name {
            type Kind = #kind;
            #default
            #satisfies
        }
        impl ::drr::ods::ConstantAttrBuilder for #name {
            type Value = <#kind as ::drr::ods::PropKind>::Value;
            fn build_constant(ctx: &mut ::drr::Context, value: Self::Value) -> ::drr::Attribute {
                <#kind as ::drr::ods::PropKind>::to_attr(ctx, value)
            }
        }
    }
}
