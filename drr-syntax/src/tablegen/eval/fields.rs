//! Fields: what a name in a value stands for (a variable, a field or
//! `let` of the record being defined, a global, a record), `let`
//! assignments, and the fields of records read with `x.field` — user
//! fields, the built-in classes' fields, library constraints' summaries,
//! and the fields other blocks' records carry.

use super::*;

/// The built-in fields a record carries to other blocks besides its
/// declared fields and `let`s ([`Eval::carried_fields`]).
const CARRIED_FIELDS: &[&str] = &[
    "summary",
    "description",
    "symbol",
    "value",
    "str",
    "className",
    "returnType",
    "cppNamespace",
    "cppClassName",
    "cppType",
    "storageType",
    "mnemonic",
    "enum",
];

/// Fields of ODS records that hold C++ names (see [`Eval::field_of`]).
const CPP_TEXT_FIELDS: &[&str] = &[
    "symbol",
    "className",
    "returnType",
    "cppNamespace",
    "cppClassName",
    "cppType",
    "storageType",
    "convertFromStorage",
    "cppAccessorType",
];

impl Eval<'_> {
    /// Checks the value `v` given to the field `name` declared `ty`, as
    /// TableGen does ("Field 'x' of type 'int' is incompatible with value
    /// '\"abc\"'"); an integer given to a `bits<N>` must fit in N bits,
    /// signed or not. A name of another block, Rust code, `?` and a bit
    /// of the record's own field are not checked here.
    pub(super) fn check_field_value(&self, ty: &TypeExpr, name: &Ident, v: &Value) -> EResult<()> {
        self.check_field_part(ty, ty, name, v)
    }

    /// [`Eval::check_field_value`] of `v`, a part of type `ty` (the field's
    /// type or its list's element type) of the value of a field declared
    /// `decl`.
    fn check_field_part(
        &self,
        decl: &TypeExpr,
        ty: &TypeExpr,
        name: &Ident,
        v: &Value,
    ) -> EResult<()> {
        // Rust code (a `{…}` block that is no TableGen value: `{Z.B}` is
        // read as bits, see `Eval::one_part_bits`) cannot be bits (TableGen:
        // "Field 'b' of type 'bits<4>' is incompatible with value …").
        if let (TypeExpr::Bits(_) | TypeExpr::Bit, Value::Code(c)) = (ty, v)
            && c.kind == CodeKind::Block
        {
            return err(
                c.span,
                format!(
                    "field `{name}` is declared `{}`: this `{{…}}` is Rust code, not a bits initializer (`{{1, 0}}`, `{{x.B}}`) or a value",
                    decl.display()
                ),
            );
        }
        if matches!(
            v,
            Value::Ext(_) | Value::Code(_) | Value::BitRef(..) | Value::Unset(_)
        ) {
            return Ok(());
        }
        if let (TypeExpr::Bits(n), Value::Int(i, s)) = (ty, v) {
            let fits = *n >= 64 || (i >> n) == 0 || (i >> (n - 1)) == -1;
            if !fits {
                return err(
                    *s,
                    format!(
                        "field `{name}` is declared `{}`: {i} does not fit in {n} bits",
                        decl.display()
                    ),
                );
            }
            return Ok(());
        }
        let part = if decl == ty { "" } else { "an element of " };
        let bad = |what: &str, _: &Value, _: &[usize]| -> EResult<Value> {
            err(
                v.span(),
                format!(
                    "{part}field `{name}` (declared `{}`): expected {what}, found {}",
                    decl.display(),
                    self.describe_value(v)
                ),
            )
        };
        match (ty, v) {
            // A list's elements the same way (names of other blocks in
            // it are not checked).
            (TypeExpr::List(inner), Value::List(items, _)) => {
                for it in items.iter() {
                    self.check_field_part(decl, inner, name, it)?;
                }
                Ok(())
            }
            _ => self
                .check_type(ty, v.clone(), &bad, &mut Vec::new())
                .map(|_| ()),
        }
    }

    /// A field of the complete record `id` whose value is the bare name of
    /// a field declared after it: read before its declaration, it was
    /// taken for a name of another block (TableGen: "Variable not
    /// defined"), an error at the read.
    pub(super) fn check_forward_reads(&self, id: RecId) -> EResult<()> {
        let rec = &self.records[id];
        for (i, f) in rec.fields.iter().enumerate() {
            if let Value::Ext(e) = &f.value
                && e.args.is_none()
                && let Some(n) = e.path.as_ident()
                && rec.field_position(&n.to_string()).is_some_and(|j| j > i)
            {
                return err(
                    e.span,
                    format!(
                        "`{n}` is read here before the field `{n}` is declared (mlir-tblgen: \"Variable not defined\"): declare it first"
                    ),
                );
            }
        }
        Ok(())
    }

    /// `let name = v` on record `id`.
    pub(super) fn set_field(&mut self, id: RecId, name: &Ident, v: Value) -> EResult<()> {
        // `let summary` / `let description` on a record of a library
        // constraint class (TensorFlow Lite's `class TFL_TensorOf<…> :
        // TensorOf<…> { let summary = TensorOf<…>.summary; }`): the record
        // becomes `Type<TensorOf<…>.predicate, summary>` (`Attr<…>` for an
        // attribute class), as ODS gives it that predicate and summary.
        // `let predicate` (CIRCT's `def SignalTypeAttr : TypeAttrBase<…> {
        // let predicate = And<[…]>; }`) replaces the whole predicate, the
        // storage check included, as in ODS: `Attr<P, summary>` with the
        // library's summary.
        if matches!(
            name.to_string().as_str(),
            "summary" | "description" | "predicate"
        ) && self.records[id].field(&name.to_string()).is_none()
            && let Some(g) = self.records[id].as_generic().cloned()
            && let Some(class) = g.path.as_ident().and_then(|n| {
                let n = n.to_string();
                let kind = crate::stdlib::lib_class(&n)
                    .map(|c| c.kind)
                    .or_else(|| crate::stdlib::lib_constraint(&n))?;
                Some(match kind {
                    crate::stdlib::Kind::Type => Builtin::TypeConstraint,
                    crate::stdlib::Kind::Attr => Builtin::AttrConstraint,
                })
            })
        {
            let last = g.path.last().to_string();
            // The summary stays the library's under `let description`.
            let summary = if *name == "summary" {
                String::new()
            } else {
                self.library_summary(&last, g.args.as_deref(), name.span())?
            };
            let pred = if *name == "predicate" {
                v.clone()
            } else {
                Value::Ext(g.clone())
            };
            let rec = &mut self.records[id];
            rec.generic = None;
            rec.builtins.push(BuiltinInst {
                class,
                args: vec![pred, Value::Str(summary.into(), g.span)],
                span: g.span,
                end: g.span,
            });
            rec.lets.push((name.clone(), v));
            return Ok(());
        }
        if let Some(f) = self.records[id].any_field(&name.to_string())
            && !f.hidden
        {
            let ty = f.ty.clone();
            self.check_field_value(&ty, name, &v)?;
        }
        let rec = &mut self.records[id];
        if let Some(f) = rec.any_field_mut(&name.to_string()) {
            f.value = v;
            f.late = None;
            return Ok(());
        }
        if rec.kind().is_some() {
            rec.late_lets.retain(|(n, _)| name != n);
            rec.lets.push((name.clone(), v));
            return Ok(());
        }
        // A record of a library class (`def X : TypeAttrBase<"IntegerType",
        // "integer type"> { let returnType = "Type"; }`): the C++ class and
        // conversion fields carry nothing drr uses (as on constraint
        // records, see `ods::lower`); another field would change the
        // library constraint, which is not a record here.
        if let Some(g) = rec.as_generic() {
            use crate::ods::lower::{CPP_ATTR_FIELDS, CPP_TYPE_FIELDS};
            let mut cpp_only: Vec<&str> = CPP_ATTR_FIELDS.to_vec();
            cpp_only.extend(
                CPP_TYPE_FIELDS
                    .iter()
                    .filter(|f| !CPP_ATTR_FIELDS.contains(f)),
            );
            let field = name.to_string();
            if cpp_only.contains(&field.as_str()) {
                return Ok(());
            }
            // `let constBuilderCall = ?;` (LLVM's `LLVM_AliasScopeArrayAttr`
            // on a `TypedArrayAttrBase`): no constant builder, which only
            // takes away what a pattern or default could build.
            if field == "constBuilderCall" && v.is_unset() {
                return Ok(());
            }
            // `let constBuilderCall = "$_builder.getArrayAttr($0)";` on a
            // `TypedArrayAttrBase` (CIRCT's `NameRefArrayAttr`): the C++
            // builder the library class already has, restated; a builder
            // of its own would build constants differently and stays an
            // error below.
            if field == "constBuilderCall"
                && let Value::Str(text, _) = &v
                && g.path.as_ident().is_some_and(|n| {
                    library_const_builder(&n.to_string())
                        .is_some_and(|lib| text.split_whitespace().eq(lib.split_whitespace()))
                })
            {
                return Ok(());
            }
            // A `TypeDef`/`AttrDef` parameter (`def X : AttrOrTypeParameter<
            // …> { let parser = …; let printer = …; }`): C++ storage and
            // syntax, all of it, which `ods!` does not use.
            if g.path
                .as_ident()
                .is_some_and(|n| is_def_parameter(&n.to_string()))
            {
                return Ok(());
            }
            let class = g.path.display();
            let nearest = ["summary", "description", "predicate"]
                .iter()
                .chain(cpp_only.iter())
                .map(|n| (crate::ods::traits::distance(&field, n), *n))
                .filter(|(d, _)| *d > 0 && *d <= field.len().div_ceil(3).max(1))
                .min_by_key(|(d, _)| *d)
                .map(|(_, n)| format!(" (did you mean `{n}`?)"))
                .unwrap_or_default();
            return err(
                name.span(),
                format!(
                    "`let {name}` on a record of the library's `{class}<…>`{nearest}: only its `summary`, `description`, `predicate` and the C++-only fields ({}) can be set; define the constraint instead: `Type<{class}<…>.predicate, \"summary\">` (or `Attr<…>`)",
                    cpp_only.join(", ")
                ),
            );
        }
        err(
            name.span(),
            format!(
                "`let {name}`: this record has no field `{name}` (declare it in a class: `int {name} = …;`)"
            ),
        )
    }

    /// A variable (`foreach`, template argument, `defvar`) named `name`.
    pub(super) fn lookup_var(&self, name: &str) -> Option<Value> {
        for f in self.frames.iter().rev() {
            if let Some(b) = f.iter().rev().find(|b| b.name == name) {
                return Some(b.value.clone());
            }
        }
        None
    }

    pub(super) fn lookup(&self, id: &Ident) -> Option<Value> {
        let name = id.to_string();
        if let Some(v) = self.lookup_var(&name) {
            // A string keeps the span of the literal the user wrote (a
            // template argument's `"Broadcasting"` at the def, not `name`
            // in the class body): what a string says — a Rust type, a
            // C++ name, a mnemonic — is checked later, and an error about
            // it belongs at the text that has to change.
            return Some(match v {
                Value::Str(..) => v,
                other => other.respanned(id.span()),
            });
        }
        if let Some(cur) = self.current {
            if let Some(v) = self.record_value(cur, id, &name) {
                if matches!(v, Value::Unset(_))
                    && self.final_def == Some(cur)
                    && self.records[cur].any_field(&name).is_some()
                {
                    self.unset_reads.borrow_mut().push(name.clone());
                }
                self.note_field_read(cur, name);
                return Some(v);
            }
            let rec = &self.records[cur];
            // `NAME` in a class body is the name of the record being
            // defined (in a multiclass, the frames bind it first). A
            // class instance written as a value has none: TableGen
            // leaves `NAME` unresolved there (see [`Eval::unresolved_name`]).
            if name == "NAME" {
                if let Some(n) = &rec.name {
                    return Some(Value::Str(n.unraw().to_string().into(), id.span()));
                }
                if rec.instance_of.is_some() {
                    return Some(unresolved::unresolved_name(id.span()));
                }
                // An anonymous `def : C<…>;` is named `anonymous_N` by
                // TableGen (numbered as drr prints it).
                return Some(Value::Str(format!("anonymous_{cur}").into(), id.span()));
            }
        }
        if let Some(b) = self.globals.iter().rev().find(|b| b.name == name) {
            return Some(b.value.respanned(id.span()));
        }
        if let Some(&r) = self.def_index.get(&name) {
            return Some(Value::Rec(r, id.span()));
        }
        None
    }

    /// `id` (named `name`) as a field of record `cur`: a declared field, a
    /// `let` of a built-in class's field, or a built-in field the class
    /// body may read by name (`let description = "The " # summary;`), as
    /// TableGen reads the record's own fields.
    pub(super) fn record_value(&self, cur: RecId, id: &Ident, name: &str) -> Option<Value> {
        let rec = &self.records[cur];
        if let Some(f) = rec.any_field(name) {
            return Some(f.value.respanned(id.span()));
        }
        if let Some(v) = rec.let_value(name) {
            return Some(v.respanned(id.span()));
        }
        if let Some(v) = builtin_field(rec, name) {
            return Some(v.respanned(id.span()));
        }
        if name == "summary"
            && let Some(Ok(v)) = self.property_summary(rec, id.span())
        {
            return Some(v);
        }
        self.own_builtin_field(cur, id)
    }

    /// Field `id` of record `cur` that one of its built-in classes
    /// defines: a constraint's `predicate`, `summary` and `description`,
    /// an op's `opName` (its mnemonic).
    pub(super) fn own_builtin_field(&self, cur: RecId, id: &Ident) -> Option<Value> {
        let rec = &self.records[cur];
        let k = rec.kind()?;
        match id.to_string().as_str() {
            "predicate" | "summary" | "description" if k.class.is_constraint() => {
                self.field_of(&Value::Rec(cur, id.span()), id).ok()
            }
            "summary" | "description" if k.class == Builtin::Op => {
                Some(Value::Str("".into(), id.span()))
            }
            "opName" if k.class == Builtin::Op => k
                .args
                .iter()
                .find(|a| matches!(a, Value::Str(..)))
                .map(|a| a.respanned(id.span())),
            _ => None,
        }
    }

    /// The C++ class name of a `TypeDef`, `AttrDef` or `EnumAttr` record
    /// (ODS's `cppClassName`: its C++ name with `Type`/`Attr`; IRDL's
    /// `ArrayOfAttr<…, VariadicityAttr.cppClassName>`), C++ text that a
    /// record passes on.
    pub(super) fn def_cpp_class_name(&self, rec: &Record) -> Option<String> {
        let b = rec.builtins.last()?;
        let Builtin::Passthrough(class) = b.class else {
            return None;
        };
        let (name, suffix) = match (class, b.args.get(1)?) {
            ("TypeDef", Value::Str(n, _)) => (n.to_string(), "Type"),
            ("AttrDef", Value::Str(n, _)) => (n.to_string(), "Attr"),
            ("EnumAttr", Value::Rec(e, _)) => {
                let eb = self.records[*e].builtins.last()?;
                match eb.args.first()? {
                    Value::Str(n, _) => (n.to_string(), "Attr"),
                    _ => return None,
                }
            }
            _ => return None,
        };
        Some(format!("{name}{suffix}"))
    }

    /// The fields of an `EnumAttr` record that describe its enum (SPIR-V's
    /// availability classes read `scheme.enum.className`,
    /// `scheme.returnType`, `scheme.cppNamespace`): `enum` is the enum
    /// record; `returnType` and `cppNamespace` its C++ names, text.
    pub(super) fn enum_attr_field(&self, rec: &Record, name: &str) -> Option<Value> {
        let b = rec.builtins.last()?;
        if b.class != Builtin::Passthrough("EnumAttr") {
            return None;
        }
        let e @ Value::Rec(id, span) = b.args.get(1)? else {
            return None;
        };
        if name == "enum" {
            return Some(e.clone());
        }
        let info = &self.records[*id];
        let class_name = match info.builtins.last()?.args.first()? {
            Value::Str(n, _) => n.to_string(),
            _ => return None,
        };
        let ns = match info.let_value("cppNamespace") {
            Some(Value::Str(ns, _)) => ns.to_string(),
            _ => String::new(),
        };
        let text = match name {
            "returnType" | "cppType" => format!("{ns}::{class_name}"),
            "cppNamespace" => ns,
            // OpenMP's `ClauseTaskDependAttr.summary # " array"`: the
            // enum's summary (ODS's `EnumAttr` takes its enum's).
            "summary" => match info.builtins.last()?.args.get(1)? {
                Value::Str(s, _) => s.to_string(),
                _ => return None,
            },
            _ => return None,
        };
        Some(Value::Str(text.into(), *span))
    }

    /// The fields of record `id` another block may read (`PDL_Value.summary`,
    /// `SPIRV_VersionAttr.returnType`, `scheme.enum.className`): its
    /// declared fields, its `let`s and the built-in ones the record
    /// language computes, those whose values are text, integers or bits;
    /// a record-valued field's own such fields are `field.sub`.
    pub fn carried_fields(&self, id: RecId) -> Vec<(String, crate::ods::ast::FieldValue)> {
        let rec = &self.records[id];
        let mut names: Vec<String> = rec.fields.iter().map(|f| f.name.to_string()).collect();
        names.extend(rec.lets.iter().map(|(n, _)| n.to_string()));
        names.extend(CARRIED_FIELDS.iter().map(|n| n.to_string()));
        let mut out = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for name in names {
            if !seen.insert(name.clone()) {
                continue;
            }
            let f = Ident::new(&name, rec.span);
            let Ok(v) = self.field_of(&Value::Rec(id, rec.span), &f) else {
                continue;
            };
            if let Some(fv) = field_value(&v) {
                out.push((name, fv));
            } else if let Value::Rec(sub, _) = v
                && sub != id
            {
                for sub_name in CARRIED_FIELDS {
                    let sf = Ident::new(sub_name, rec.span);
                    if let Ok(sv) = self.field_of(&Value::Rec(sub, rec.span), &sf)
                        && let Some(fv) = field_value(&sv)
                    {
                        out.push((format!("{name}.{sub_name}"), fv));
                    }
                }
            }
        }
        out.extend(self.carried_enumerants(id));
        out
    }

    /// An enum record's cases (`enumerants`, a list of case records, most
    /// of them anonymous: `I64EnumAttrCase<"eq", 0>` written inline), as
    /// the fields `enumerants#len`, `enumerants#I#class` and
    /// `enumerants#I#J` (the case class and its template arguments): the
    /// reading block builds the same cases again
    /// ([`Eval::imported_enumerants`]), as TableGen reads them from the
    /// included record (Pylir's `!filter(x, Arith_CmpIPredicateAttr.enumerants,
    /// !eq(x.symbol, "eq"))`). Nothing when a case is not such a record or
    /// has arguments other than text, integers and bits (case groups).
    fn carried_enumerants(&self, id: RecId) -> Vec<(String, crate::ods::ast::FieldValue)> {
        let rec = &self.records[id];
        let is_enum = rec.builtins.last().is_some_and(
            |b| matches!(b.class, Builtin::Passthrough(c) if crate::ods::enums::is_enum_class(c)),
        );
        if !is_enum {
            return Vec::new();
        }
        let Some(Value::List(items, _)) = builtin_field(rec, "enumerants") else {
            return Vec::new();
        };
        let mut out = vec![(
            "enumerants#len".to_owned(),
            crate::ods::ast::FieldValue::Int(items.len() as i128),
        )];
        for (i, item) in items.iter().enumerate() {
            let Value::Rec(c, _) = item else {
                return Vec::new();
            };
            let Some(b) = self.records[*c].builtins.last() else {
                return Vec::new();
            };
            let Builtin::Passthrough(class) = b.class else {
                return Vec::new();
            };
            if !crate::ods::enums::is_case_class(class) {
                return Vec::new();
            }
            out.push((
                format!("enumerants#{i}#class"),
                crate::ods::ast::FieldValue::Str(class.to_owned()),
            ));
            for (j, a) in b.args.iter().enumerate() {
                let Some(v) = field_value(a) else {
                    return Vec::new();
                };
                out.push((format!("enumerants#{i}#{j}"), v));
            }
        }
        out
    }

    /// `X.enumerants` of an enum record `X` of another block that carried
    /// its cases ([`Eval::carried_enumerants`]): the cases, built in this
    /// block from their classes and arguments (once per record).
    pub(super) fn imported_enumerants(&mut self, b: &Value, span: Span) -> Option<EResult<Value>> {
        let Value::Ext(e) = b else {
            return None;
        };
        if e.args.is_some() || e.path.leading_colon {
            return None;
        }
        let name = e.path.as_ident()?.to_string();
        if let Some(v) = self.enumerant_cache.get(&name) {
            return Some(Ok(v.respanned(span)));
        }
        let fields = self.imported_fields.get(&name)?;
        let get = |k: &str| fields.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
        let crate::ods::ast::FieldValue::Int(len) = get("enumerants#len")? else {
            return None;
        };
        let mut cases = Vec::new();
        for i in 0..len {
            let Some(crate::ods::ast::FieldValue::Str(class)) =
                get(&format!("enumerants#{i}#class"))
            else {
                return None;
            };
            let mut args = Vec::new();
            while let Some(v) = get(&format!("enumerants#{i}#{}", args.len())) {
                args.push(match v {
                    crate::ods::ast::FieldValue::Str(s) => Expr::Str(s, span),
                    crate::ods::ast::FieldValue::Int(n) => Expr::Int(n, span),
                    crate::ods::ast::FieldValue::Bit(b) => Expr::Bool(b, span),
                });
            }
            cases.push((class, args));
        }
        let mut items = Vec::with_capacity(cases.len());
        for (class, args) in cases {
            match self.instance(&Path::ident(Ident::new(&class, span)), &args, span) {
                Ok(v) => {
                    if let Value::Rec(r, _) = v {
                        self.enumerant_owner.insert(r, name.clone());
                    }
                    items.push(v)
                }
                Err(f) => return Some(Err(f)),
            }
        }
        let v = Value::List(items.into(), span);
        self.enumerant_cache.insert(name, v.clone());
        Some(Ok(v))
    }

    /// A field that the block of `e` (a record of another block fetched by
    /// alias, or a record-valued field of one: `scheme.enum`) carried
    /// along: `name` of it, if carried.
    pub(super) fn imported_field(&self, e: &ExtVal, name: &str, span: Span) -> Option<Value> {
        if e.args.is_some() || e.path.leading_colon {
            return None;
        }
        let mut segs = e.path.segments.iter().map(|s| s.to_string());
        let record = segs.next()?;
        let fields = self.imported_fields.get(&record)?;
        let key: Vec<String> = segs.chain(std::iter::once(name.to_owned())).collect();
        let key = key.join(".");
        let prefix = format!("{key}.");
        if let Some((_, v)) = fields.iter().find(|(n, _)| *n == key) {
            return Some(match v {
                crate::ods::ast::FieldValue::Str(s) => Value::Str(s.as_str().into(), span),
                crate::ods::ast::FieldValue::Int(i) => Value::Int(*i, span),
                crate::ods::ast::FieldValue::Bit(b) => Value::Bit(*b, span),
            });
        }
        // A record-valued field: the record's path with the field's name
        // appended, whose own fields the next read looks up.
        if fields.iter().any(|(n, _)| n.starts_with(&prefix)) {
            let mut path = e.path.clone();
            path.segments.push(Ident::new(name, span));
            return Some(Value::Ext(Rc::new(ExtVal {
                path,
                args: None,
                span,
                shown: None,
            })));
        }
        None
    }

    pub(super) fn field_of(&self, b: &Value, f: &Ident) -> EResult<Value> {
        let name = f.to_string();
        match b {
            Value::Rec(r, _) => {
                let rec = &self.records[*r];
                if let Some(fl) = rec.field(&name) {
                    // TableGen leaves the access itself unresolved.
                    if rec.name.is_none() && unresolved::holds_unresolved_name(&fl.value) {
                        return Ok(unresolved::unresolved_shown(
                            format!("anonymous_?.{}", f.unraw()),
                            f.span(),
                        ));
                    }
                    return Ok(fl.value.respanned(f.span()));
                }
                if let Some(v) = rec.let_value(&name) {
                    return Ok(v.clone());
                }
                if let Some(v) = builtin_field(rec, &name) {
                    return Ok(v.respanned(f.span()));
                }
                if name == "summary"
                    && let Some(v) = self.property_summary(rec, f.span())
                {
                    return v;
                }
                if name == "cppClassName"
                    && let Some(v) = self.def_cpp_class_name(rec)
                {
                    return Ok(Value::Str(v.into(), f.span()));
                }
                if let Some(v) = self.enum_attr_field(rec, &name) {
                    return Ok(v.respanned(f.span()));
                }
                // `PDL_Range.predicate` (PDL's `PDL_RangeOf`): a `TypeDef`
                // or `AttrDef` record stands for its predicate (ODS's
                // `isa<RangeType>`: here the record's check of the text).
                // So does an interface record (`TypeInterface<"Name">` is a
                // `Type` whose predicate is `isa<Name>`: Transform's
                // `TransformHandleTypeInterface.predicate`).
                if name == "predicate"
                    && rec.name.is_some()
                    && rec.builtins.last().is_some_and(|b| {
                        matches!(
                            b.class,
                            Builtin::Passthrough(
                                "TypeDef" | "AttrDef" | "TypeInterface" | "AttrInterface"
                            )
                        )
                    })
                {
                    return Ok(b.respanned(f.span()));
                }
                if let Some(k) = rec.kind() {
                    let idx = match (k.class, name.as_str()) {
                        (b, "predicate") if b.is_constraint() => Some(0),
                        (b, "summary") if b.is_constraint() => Some(1),
                        (b, "expression") if b.is_native() => Some(0),
                        (Builtin::CPred, "predExpr") => Some(0),
                        (Builtin::And | Builtin::Or, "children") => Some(0),
                        (Builtin::ConstantAttr | Builtin::ConstantStrAttr, "attr") => Some(0),
                        (Builtin::ConstantAttr | Builtin::ConstantStrAttr, "value") => Some(1),
                        _ => None,
                    };
                    if let Some(v) = idx.and_then(|i| k.args.get(i)) {
                        return Ok(v.clone());
                    }
                    // `TypeConstraint`'s C++ class (`CIR_ConfinedType`'s
                    // `type.cppType`): C++ text, `::mlir::Type` unless given.
                    if name == "cppType" && k.class == Builtin::TypeConstraint {
                        return Ok(match k.args.get(2) {
                            Some(v @ Value::Str(..)) => v.respanned(f.span()),
                            _ => Value::Str("::mlir::Type".into(), f.span()),
                        });
                    }
                    // `Type<pred>`: the summary defaults to "", and so
                    // does the description.
                    if matches!(name.as_str(), "summary" | "description") && k.class.is_constraint()
                    {
                        return Ok(Value::Str("".into(), f.span()));
                    }
                }
                // A record whose definition failed (its error is
                // reported) has lost its fields: no follow-on error.
                if rec.invalid {
                    return Err(Fail::Silent);
                }
                // Named after the record (or the class it instantiates:
                // `ElementType<"_self">.reslt`), with the nearest field.
                let who = match (&rec.name, &rec.instance_of) {
                    (Some(n), _) => format!("`{}`", n.unraw()),
                    (None, Some((_, class, _))) => format!("this `{class}<…>` record"),
                    _ => "the record".to_string(),
                };
                let nearest = rec
                    .fields
                    .iter()
                    .filter(|fl| !fl.hidden)
                    .map(|fl| fl.name.unraw().to_string())
                    .map(|n| (crate::ods::traits::distance(&name, &n), n))
                    .filter(|(d, _)| *d > 0 && *d <= name.len().div_ceil(3).max(1))
                    .min_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(&b.1)))
                    .map(|(_, n)| format!(" (did you mean `{n}`?)"))
                    .unwrap_or_default();
                err(f.span(), format!("{who} has no field `{name}`{nearest}"))
            }
            Value::Ext(e) => {
                let last = e.path.last().to_string();
                let simple = e.path.as_ident().is_some();
                // `ElementwiseMappable.traits`: a library trait list's members.
                if simple
                    && name == "traits"
                    && e.args.is_none()
                    && let Some((_, members)) = crate::ods::traits::TRAIT_LISTS
                        .iter()
                        .find(|(n, _)| *n == last)
                {
                    let items: Vec<Value> = members
                        .iter()
                        .map(|m| {
                            Value::Ext(Rc::new(ExtVal {
                                path: Path::ident(Ident::new(m, f.span())),
                                args: None,
                                span: f.span(),
                                shown: None,
                            }))
                        })
                        .collect();
                    return Ok(Value::List(items.into(), f.span()));
                }
                // `AnySignlessInteger.predicate`, `TensorOf<[…]>.predicate`,
                // `AllShapesMatch<[…]>.predicate`: the library item stands
                // for its predicate where predicates combine.
                if simple
                    && name == "predicate"
                    && (crate::stdlib::lib_constraint(&last).is_some()
                        || crate::stdlib::lib_class(&last).is_some()
                        || crate::tablegen::pred::is_op_predicate(&last))
                {
                    return Ok(b.respanned(f.span()));
                }
                // `OtherPred.predicate`, a predicate record of another
                // block: fetched (this round's result is discarded); a
                // constraint record of another block fetched already
                // stands for its predicate.
                if name == "predicate"
                    && (self.fetches_record(e)
                        || (simple && e.args.is_none() && self.imported_defs.contains(&last)))
                {
                    return Ok(b.respanned(f.span()));
                }
                // `Variadic<T>.predicate` / `Optional<T>.predicate`
                // (TensorFlow Lite's `TFL_RuntimeType<Variadic<…>>`): T's.
                if simple
                    && name == "predicate"
                    && matches!(last.as_str(), "Variadic" | "Optional")
                    && let Some([t]) = e.args.as_deref()
                {
                    return self.field_of(t, f);
                }
                // A field of a record of another block: the value its
                // block carried along, once fetched; fetched (a placeholder
                // this round, whose result is discarded) if the block has
                // an `include` line and the name is no one else's.
                if let Some(v) = self.imported_field(e, &name, f.span()) {
                    return Ok(v);
                }
                if simple && self.fetches_record(e) {
                    return Ok(b.respanned(f.span()));
                }
                // The C++ names of a record of another block
                // (`scheme.returnType` of SPIR-V's availability classes,
                // instantiated with an `EnumAttr` of the base file): C++
                // text, which only C++ fields take, so its value does not
                // matter here; it reads `Record.field`.
                if simple
                    && e.args.is_none()
                    && self.includes
                    && CPP_TEXT_FIELDS.contains(&name.as_str())
                    && crate::stdlib::lib_constraint(&last).is_none()
                    && crate::stdlib::lib_class(&last).is_none()
                {
                    return Ok(Value::Str(format!("{last}.{name}").into(), f.span()));
                }
                // `scheme.enum.className`: the enum of another block's
                // `EnumAttr`, read only for its C++ names.
                if simple && e.args.is_none() && self.includes && name == "enum" {
                    return Ok(b.respanned(f.span()));
                }
                // `OptionalProp<I64Prop>.summary` (a property class
                // instance, also a record of the block standing for one):
                // MLIR 22's formula (see `summary::property`).
                if simple
                    && name == "summary"
                    && !crate::stdlib::is_local(&last)
                    && let Some(args) = e.args.as_deref()
                    && let Some(r) = crate::tablegen::summary::property(&last, args, self, f.span())
                {
                    return r.map(|s| Value::Str(s.into(), f.span()));
                }
                // `I32.summary`, `TensorOf<[I32]>.summary`: the text
                // mlir-tblgen computes (see `summary`).
                if simple && name == "summary" {
                    return self
                        .library_summary(&last, e.args.as_deref(), f.span())
                        .map(|s| Value::Str(s.into(), f.span()));
                }
                // `ConcreteType.description` (TensorFlow): "" for every
                // library `Type` / `Attr`.
                if simple
                    && name == "description"
                    && (crate::stdlib::lib_constraint(&last).is_some()
                        || crate::stdlib::lib_class(&last).is_some())
                {
                    return match crate::tablegen::summary::lib_description(&last, e.args.as_deref())
                    {
                        Some(d) => Ok(Value::Str(d.into(), f.span())),
                        None => err(
                            f.span(),
                            format!(
                                "the library's `{last}` has no `description` field known here (MLIR's own has none, or derives it from `TypeConstraint`/`AttrConstraint` without one)"
                            ),
                        ),
                    };
                }
                if self.is_current_record(&e.path.display()) {
                    return err(
                        f.span(),
                        format!(
                            "cannot read field `{name}` of `{}`, the record being defined: reading its own fields by name is a forbidden self-reference (as in TableGen)",
                            e.path.display()
                        ),
                    );
                }
                // `I32.cppType`, `AnyTypeOf<[…]>.cppType`, `ConfinedType<T,
                // […]>.cppType`: the C++ class MLIR's record gives, which
                // classes pass on as text.
                if simple && name == "cppType" && !crate::stdlib::is_local(&last) {
                    use crate::tablegen::cpp_type::{self, CppType};
                    let args = e.args.as_deref().unwrap_or(&[]);
                    let text = |s: &str| Ok(Value::Str(s.into(), f.span()));
                    let found = if e.args.is_none() {
                        cpp_type::record(&last).map(text)
                    } else {
                        cpp_type::class(&last).map(|c| match c {
                            CppType::Text(s) => text(s),
                            CppType::Arg(i, default) => match args.get(i) {
                                Some(v) => Ok(v.respanned(f.span())),
                                None => text(default),
                            },
                            CppType::ArgOr(i, of) => match (args.get(i), args.get(of)) {
                                (Some(v), _) => Ok(v.respanned(f.span())),
                                (None, Some(t)) => self.field_of(t, f),
                                (None, None) => text("::mlir::Type"),
                            },
                            CppType::Of(i) => match args.get(i) {
                                Some(t) => self.field_of(t, f),
                                None => text("::mlir::Type"),
                            },
                        })
                    };
                    if let Some(v) = found {
                        return v;
                    }
                }
                // `I32.bitwidth`, `type.bitwidth` of an `I<32>` argument
                // (IREE VM's `SignlessIntegerAttrBase<type, type.bitwidth #
                // "-bit integer value">`): the `int bitwidth` of ODS's
                // `I`, `SI`, `UI`, `AnyI` and `F` classes.
                if simple
                    && name == "bitwidth"
                    && !crate::stdlib::is_local(&last)
                    && let Some(width) = library_bitwidth(&last, e.args.as_deref())
                {
                    return Ok(Value::Int(width, f.span()));
                }
                // Another field of a library record (`I16.builderCall` in
                // ROCDL's `BuildableType<"…" # elem.builderCall # "…">`):
                // ODS's value is C++, which drr's library does not carry.
                if simple
                    && !crate::stdlib::is_local(&last)
                    && (crate::stdlib::lib_constraint(&last).is_some()
                        || crate::stdlib::lib_class(&last).is_some())
                {
                    if name == "cppType" {
                        return err(
                            f.span(),
                            format!(
                                "the library's `{last}` has no field `cppType`: in MLIR only type constraints have one (an attribute constraint's C++ classes are `storageType` and `returnType`), and drr knows it for MLIR 22's type constraints"
                            ),
                        );
                    }
                    let instead = if name == "builderCall" {
                        "; a `BuildableType` builds its type with a Rust closure (`BuildableType<|ctx: &mut drr::Context| -> drr::Type { … }>`), where a library type argument `elem` is built with `<elem as drr::ods::BuildableType>::build_type(ctx)`"
                    } else {
                        ""
                    };
                    return err(
                        f.span(),
                        format!(
                            "field `{name}` of the library's `{last}` is not known at expansion time: drr's library records carry `summary`, `description`, `predicate`, a type constraint's `cppType` and the `bitwidth` of `I<n>`, `SI<n>`, `UI<n>`, `AnyI<n>` and `F<n>`; ODS's other fields are C++{instead}"
                        ),
                    );
                }
                if let Some(id) = e.path.segments.first()
                    && !e.path.leading_colon
                    && e.args.is_none()
                    && self.imported_fields.contains_key(&id.to_string())
                {
                    return err(
                        f.span(),
                        format!(
                            "`{}`, a record of another block, has no field `{name}` known here (its block passes on the fields holding text, integers or bits)",
                            e.path.display()
                        ),
                    );
                }
                err(
                    f.span(),
                    format!(
                        "cannot read field `{name}` of `{}`: it is not defined in this block (its fields are not known here)",
                        e.path.display()
                    ),
                )
            }
            other => err(f.span(), format!("{} has no fields", other.describe())),
        }
    }

    /// The `summary` of a record of a property class (`def P :
    /// OptionalProp<I64Prop>;`, read as `P.summary`, or as `p.summary` of
    /// a class parameter, MLIR's test dialect's `NonEmptyArray<Property
    /// p>`): MLIR 22's formula over its arguments (see
    /// [`crate::tablegen::summary`]'s `property`); `None` for a record of
    /// another class.
    fn property_summary(&self, rec: &Record, span: Span) -> Option<EResult<Value>> {
        let b = rec.builtins.last()?;
        let Builtin::Passthrough(class) = b.class else {
            return None;
        };
        crate::tablegen::summary::property(class, &b.args, self, span)
            .map(|r| r.map(|s| Value::Str(s.into(), span)))
    }

    /// The summary of the library constraint `name` (with `args` if
    /// it is a class instance), or an error saying it is not known.
    pub(super) fn library_summary(
        &self,
        name: &str,
        args: Option<&[Value]>,
        span: Span,
    ) -> EResult<String> {
        let known = crate::stdlib::lib_constraint(name).is_some()
            || crate::stdlib::lib_class(name).is_some()
            || (matches!(name, "Variadic" | "Optional") && !crate::stdlib::is_local(name));
        let found = match args {
            None if known => crate::tablegen::summary::lib_summary(name).map(|s| Ok(s.to_owned())),
            Some(args) if known => crate::tablegen::summary::generic(name, args, self, span),
            _ => None,
        };
        match found {
            Some(r) => r,
            None if crate::tablegen::pred::is_op_predicate(name)
                || name.ends_with("Pred")
                || name == "IsVectorOfShape" =>
            {
                err(
                    span,
                    format!("`{name}` is a predicate: it has no `summary` field"),
                )
            }
            None if known => err(
                span,
                format!(
                    "the summary of the library's `{name}` is not known at expansion time; write the text instead"
                ),
            ),
            None => err(
                span,
                format!(
                    "cannot read field `summary` of `{name}`: it is not defined in this block (its fields are not known here)"
                ),
            ),
        }
    }
}

/// The library classes of `TypeDef`/`AttrDef` parameters (C++ storage).
pub(super) fn is_def_parameter(name: &str) -> bool {
    name.ends_with("Parameter") && is_library_generic(name)
}

/// The fields a record standing for the library generic `g` carries to
/// other blocks (see [`Eval::carried_fields`]): its `summary` and
/// `description`, as the generic's `.td` definition computes them.
pub fn generic_fields(ev: &Eval<'_>, g: &Rc<ExtVal>) -> Vec<(String, crate::ods::ast::FieldValue)> {
    let mut out = Vec::new();
    for name in ["summary", "description"] {
        let f = Ident::new(name, g.span);
        if let Ok(v) = ev.field_of(&Value::Ext(g.clone()), &f)
            && let Some(fv) = field_value(&v)
        {
            out.push((name.to_owned(), fv));
        }
    }
    out
}

/// A carried field's value, for text, integers and bits.
pub(super) fn field_value(v: &Value) -> Option<crate::ods::ast::FieldValue> {
    use crate::ods::ast::FieldValue;
    match v {
        Value::Str(s, _) => Some(FieldValue::Str(s.to_string())),
        Value::Int(i, _) => Some(FieldValue::Int(*i)),
        Value::Bit(b, _) => Some(FieldValue::Bit(*b)),
        _ => None,
    }
}

/// The fields ODS's enum classes define from their template arguments:
/// an enum property's `enum` (`EnumProp<E>`: `let defaultValue =
/// enum.cppType # "::none";`) and an enum's `className` and `cppType`
/// (`cppNamespace::className`).
fn builtin_field(rec: &Record, name: &str) -> Option<Value> {
    let b = rec.builtins.last()?;
    let Builtin::Passthrough(class) = b.class else {
        return None;
    };
    match name {
        "enum" | "enumInfo" if class.contains("EnumProp") => b.args.first().cloned(),
        // An enum case's `symbol` (TOSA's `!foreach(prof, profiles,
        // "…::" # prof.symbol)`), and an integer case's `value` and `str`
        // (`I32EnumAttrCase<sym, value, str = sym>`).
        "symbol" if crate::ods::enums::is_case_class(class) => b.args.first().cloned(),
        "value" | "str" if crate::ods::enums::is_case_class(class) && !class.contains("Bit") => {
            if name == "value" {
                b.args.get(1).cloned()
            } else {
                b.args.get(2).or(b.args.first()).cloned()
            }
        }
        // An enum's cases (LLVM's `EnumInfo::enumerants`: `UnaryFn.enumerants`
        // in Linalg's `ElementwiseKind`), its third template argument unless
        // a `let enumerants = […]` replaced them.
        "enumerants" if crate::ods::enums::is_enum_class(class) => {
            rec.let_value("enumerants").or(b.args.get(2)).cloned()
        }
        // An interface method's parts (OpenMP's clauses read
        // `varsMethod.name`): C++ text.
        "description" | "returnType" | "name" | "arguments" | "methodBody" | "defaultBody"
            if matches!(class, "InterfaceMethod" | "StaticInterfaceMethod") =>
        {
            let i = [
                "description",
                "returnType",
                "name",
                "arguments",
                "methodBody",
                "defaultBody",
            ]
            .iter()
            .position(|f| *f == name)?;
            b.args.get(i).cloned()
        }
        // An interface's C++ class name (`Interfaces.td`: `string
        // cppInterfaceName = name;`; VAST's `!foreach(i, interfaces,
        // i.cppInterfaceName)`), its namespace and description, "" unless
        // a `let` (read before this) set them.
        "cppInterfaceName" | "cppNamespace" | "description"
            if matches!(
                class,
                "OpInterface" | "AttrInterface" | "TypeInterface" | "DialectInterface"
            ) =>
        {
            match name {
                "cppInterfaceName" => b.args.first().cloned(),
                _ => Some(Value::Str("".into(), b.args.first()?.span())),
            }
        }
        // An enum's summary (`EnumInfo`'s `summaryValue`, its second
        // argument; `EnumProp<E>.summary` reads it), when it spells one.
        "summary" if crate::ods::enums::is_enum_class(class) => match b.args.get(1) {
            Some(v @ Value::Str(s, _)) if !s.is_empty() => Some(v.clone()),
            _ => None,
        },
        "className" | "cppType" if crate::ods::enums::is_enum_class(class) => {
            let Some(Value::Str(class_name, span)) = b.args.first() else {
                return None;
            };
            if name == "className" {
                return Some(Value::Str(class_name.clone(), *span));
            }
            let ns = match rec.let_value("cppNamespace") {
                Some(Value::Str(ns, _)) => ns.to_string(),
                _ => String::new(),
            };
            Some(Value::Str(format!("{ns}::{class_name}").into(), *span))
        }
        _ => None,
    }
}

/// The `constBuilderCall` MLIR's ODS library gives the instances of a
/// parameterized attribute class (`CommonAttrConstraints.td`; inherited
/// from `ArrayAttrBase`, `StringBasedAttr`, …), for the classes whose
/// builder does not depend on their arguments.
fn library_const_builder(class: &str) -> Option<&'static str> {
    Some(match class {
        "TypedArrayAttrBase" => "$_builder.getArrayAttr($0)",
        "TypedStrAttr" => "$_builder.getStringAttr($0)",
        "TypeAttrOf" | "TypeAttrBase" => "::mlir::TypeAttr::get($0)",
        _ => return None,
    })
}

/// The `bitwidth` field of library record or class instance `name`
/// (`I32`, `SI8`, `AnyI16`, `F64`, `I<4>`, `AnyI<16>`): ODS's `I`, `SI`, `UI`,
/// `AnyI` and `F` classes set it to their width; other records have none.
fn library_bitwidth(name: &str, args: Option<&[Value]>) -> Option<i128> {
    match args {
        Some([Value::Int(w, _)]) if matches!(name, "I" | "SI" | "UI" | "AnyI" | "F") => Some(*w),
        Some(_) => None,
        None => {
            let digits = ["AnyI", "SI", "UI", "I", "F"]
                .iter()
                .find_map(|p| name.strip_prefix(p))?;
            let width: i128 = digits.parse().ok()?;
            let known = match &name[..name.len() - digits.len()] {
                "F" => matches!(width, 16 | 32 | 64 | 80 | 128),
                "I" => matches!(width, 1 | 8 | 16 | 32 | 64 | 128),
                "AnyI" => matches!(width, 1 | 8 | 16 | 32 | 64),
                _ => matches!(width, 1 | 8 | 16 | 32 | 64),
            };
            known.then_some(width)
        }
    }
}
