//! The built-in classes: what `PatternBase.td`, `OpBase.td`,
//! `Constraints.td` and the enum/attribute files of ODS define, as far as
//! DRR and ODS records derive from them.
//!
//! A built-in class is *opaque*: it takes its template arguments as written
//! (any number; the back ends check them, with DRR's and ODS's messages) and
//! accepts any `let` field, which is passed on to the back end (which
//! rejects the fields it does not know). A record deriving from one,
//! directly (`def : Pat<…>`) or through classes of the block (`class
//! FuseUnary<Op op> : Pat<…>; def : FuseUnary<ReluOp>;`), is evaluated the
//! same way: the back end sees the built-in class with its evaluated
//! arguments.
//!
//! Besides the built-in classes, some names with template arguments are
//! *library generics*: Rust types of `drr::ods::lib` (`AnyTypeOf<[…]>`,
//! `TensorOf<[…]>`), ODS's argument wrappers (`Variadic<…>`,
//! `OptionalAttr<…>`, `DefaultValuedAttr<…>`) and parameterized traits.
//! They are not classes: `Name<args>` stays a symbolic value with evaluated
//! arguments ([`Value::Ext`](super::value::Value::Ext)). Every other unknown
//! `Name<args>` must be a class defined in another block, and is fetched
//! through its class macro (see [`export`](super::export)).

/// A built-in class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    /// `Pattern<source, [results], constraints, supplemental, benefit>`.
    Pattern,
    /// `Pat<source, result, constraints, supplemental, benefit>`.
    Pat,
    /// `Op<Dialect, "mnemonic", traits>` (or drr's `Op<"mnemonic", traits>`).
    Op,
    /// `Dialect` (`let name = "…"`).
    Dialect,
    /// `Constraint<pred, "summary">`.
    Constraint,
    /// `TypeConstraint<pred, "summary">` / `Type<…>`.
    TypeConstraint,
    /// `AttrConstraint<pred, "summary">` / `Attr<…>`.
    AttrConstraint,
    /// `PropConstraint<pred, "summary">`: a predicate on a property's value.
    PropConstraint,
    /// `RegionConstraint<pred, "summary">` / `Region<…>`: a predicate on
    /// one of an op's regions.
    RegionConstraint,
    /// `NativeCodeCall<code, N>`.
    NativeCodeCall,
    /// `NativeCodeCallVoid<code>`.
    NativeCodeCallVoid,
    /// `ConstantAttr<Attr, "value">`.
    ConstantAttr,
    /// `ConstantStrAttr<Attr, "value">`.
    ConstantStrAttr,
    /// `CPred<code>`.
    CPred,
    /// `And<[preds]>`.
    And,
    /// `Or<[preds]>`.
    Or,
    /// `Neg<pred>`.
    Neg,
    /// `Concat<prefix, pred, suffix>` (C++ text: rejected).
    Concat,
    /// `SubstLeaves<pattern, replacement, pred>` (the replacement in Rust).
    SubstLeaves,
    /// `Arguments<(ins …)>`: sets `arguments`.
    Arguments,
    /// `Results<(outs …)>`: sets `results`.
    Results,
    /// `BuildableType<code>`: sets `builderCall` (a Rust closure building
    /// the constraint's type).
    BuildableType,
    /// An ODS record class passed to `ods!`'s lowering as written
    /// (enum attributes and their cases, traits, …).
    Passthrough(&'static str),
    /// An empty marker class of ODS's library that a record derives from
    /// besides its kind (`OpBase.td`'s `class StructuralOpTrait;`, as in
    /// CIRCT's `class HasParentInterface<…> : ParamNativeOpTrait<…>,
    /// StructuralOpTrait`): no fields, no effect.
    Marker(&'static str),
}

/// ODS's empty marker classes ([`Builtin::Marker`]).
pub const MARKERS: &[&str] = &["StructuralOpTrait", "OpVariableDecorator"];

/// ODS record classes passed through to `ods!`'s lowering with their
/// arguments and `let` fields (which it checks).
pub const PASSTHROUGH: &[&str] = &[
    "I32EnumAttr",
    "I64EnumAttr",
    "I32EnumAttrCase",
    "I64EnumAttrCase",
    "I8EnumAttr",
    "I16EnumAttr",
    "I8EnumAttrCase",
    "I16EnumAttrCase",
    "I32BitEnumAttr",
    "I64BitEnumAttr",
    "I32BitEnumAttrCaseBit",
    "I64BitEnumAttrCaseBit",
    "I32BitEnumAttrCaseGroup",
    "I64BitEnumAttrCaseGroup",
    "I32BitEnumAttrCaseNone",
    "I64BitEnumAttrCaseNone",
    "BitEnumAttrCaseBit",
    "EnumAttr",
    "EnumAttrInfo",
    "BitEnumAttr",
    "IntEnumAttr",
    "EnumAttrCase",
    "NativeOpTrait",
    "ParamNativeOpTrait",
    "NativeTrait",
    "NativeAttrTrait",
    "NativeTypeTrait",
    "ParamNativeAttrTrait",
    "ParamNativeTypeTrait",
    "OpInterface",
    "AttrInterface",
    "TypeInterface",
    "OpInterfaceTrait",
    // The methods of an interface definition (C++ declarations): values of
    // its `methods` field, which `ods!` rejects with the definition.
    "InterfaceMethod",
    "StaticInterfaceMethod",
    "PredOpTrait",
    "TraitList",
    "OpBuilder",
    // A builder parameter with a C++ default (`CArg<"ValueRange", "{}">`),
    // also in a builder record of its own (`def B : OpBuilder<(ins CArg<…>:$x), …>`).
    "CArg",
    "AttrBuilder",
    "TypeBuilder",
    "AttrDef",
    "TypeDef",
    "Property",
    // `def GlobalMemory : Resource<"::ns::GlobalMemory">;` (side effects'
    // resources, named by `MemRead<…>`/`MemWrite<…>`: C++ `getEffects` only).
    "Resource",
    // `def G : OpDocGroup { let summary = …; }`: documentation only.
    "OpDocGroup",
    // An op's derived attributes (`DerivedAttr<"int", [{ C++ }], …>`,
    // `DerivedTypeAttr<[{ C++ }]>` as typed fields of the op record): C++
    // accessors computed from the op, never stored in the IR, so `ods!`
    // accepts and ignores them.
    "DerivedAttr",
    "DerivedTypeAttr",
    // `PassBase.td`'s pass declarations, which DRR files of some projects
    // (HEIR's conversions) keep next to their patterns: C++ pass
    // registration only, no effect on ops or patterns.
    "PassBase",
    "Pass",
    "InterfacePass",
    "Option",
    "ListOption",
    "Statistic",
    // ODS properties (`Properties.td`): lowered by `ods::props`.
    "ConfinedProp",
    "IntProp",
    "ConstantProp",
    "ArrayProp",
    "IntArrayProp",
    "EnumProp",
    "EnumPropWithAttrForm",
    "NamedEnumProp",
    // MLIR's `EnumInfo` classes and the other widths (`EnumAttr.td`).
    "I32Enum",
    "I64Enum",
    "I32EnumCase",
    "I64EnumCase",
    "BitEnumCaseGroup",
    "NamedEnumPropWithAttrForm",
    "I8BitEnum",
    "I8BitEnumAttr",
    "I8BitEnumCase",
    "I8BitEnumCaseNone",
    "I8BitEnumCaseBit",
    "I8BitEnumAttrCase",
    "I8BitEnumAttrCaseNone",
    "I8BitEnumAttrCaseBit",
    "I8BitEnumAttrCaseGroup",
    "I16BitEnum",
    "I16BitEnumAttr",
    "I16BitEnumCase",
    "I16BitEnumCaseNone",
    "I16BitEnumCaseBit",
    "I16BitEnumAttrCase",
    "I16BitEnumAttrCaseNone",
    "I16BitEnumAttrCaseBit",
    "I16BitEnumAttrCaseGroup",
    "I32BitEnum",
    "I32BitEnumCase",
    "I32BitEnumCaseNone",
    "I32BitEnumCaseBit",
    "I32BitEnumAttrCase",
    "I64BitEnum",
    "I64BitEnumCase",
    "I64BitEnumCaseNone",
    "I64BitEnumCaseBit",
    "I64BitEnumAttrCase",
];

/// ODS wrappers and other generics that are not classes (library types).
pub(crate) const WRAPPERS: &[&str] = &[
    "Variadic",
    "Optional",
    "VariadicOfVariadic",
    "Arg",
    "Res",
    "OptionalAttr",
    "DefaultValuedAttr",
    "DefaultValuedOptionalAttr",
    "DefaultValuedStrAttr",
    "ConfinedAttr",
    "ConfinedType",
    "SizedRegion",
    "MinSizedRegion",
    "MaxSizedRegion",
    "VariadicRegion",
    "VariadicSuccessor",
    "DeclareOpInterfaceMethods",
    // The traits and builders of `TypeDef` / `AttrDef` records (C++,
    // accepted without effect by `ods::typedef`).
    "DeclareTypeInterfaceMethods",
    "DeclareAttrInterfaceMethods",
    "TypeBuilderWithInferredContext",
    "AttrBuilderWithInferredContext",
    "AttrOrTypeBuilder",
    "AttrOrTypeBuilderWithInferredContext",
    "ConstantEnumCase",
    "AllAttrOf",
    "AnyAttrOf",
    "AnyTypeOf",
    "AllOfType",
    "TensorOf",
    "MemRefOf",
    "VectorOf",
    // Parameterized constraints of CommonTypeConstraints.td and
    // CommonAttrConstraints.td (library types of `drr::ods::lib`).
    "I",
    "SI",
    "UI",
    "F",
    "Complex",
    "TupleOf",
    "NestedTupleOf",
    "RankedTensorOf",
    "UnrankedTensorOf",
    "StaticShapeTensorOf",
    "TensorRankOf",
    "RankedOrUnrankedMemRefOf",
    "UnrankedMemRefOf",
    "MemRefRankOf",
    "StridedMemRefRankOf",
    "StaticShapeMemRefOf",
    "VectorOfRank",
    "VectorOfRankAndType",
    "VectorOfLength",
    "VectorOfLengthAndType",
    "ShapedContainerType",
    // Its element-type call is Rust here (`ods::container_type`).
    "ContainerType",
    "TypeAttrOf",
    "TypeAttrBase",
    // The parameters of `TypeDef` / `AttrDef` records (C++ storage), which
    // `ods::typedef` accepts without effect: not classes of another block.
    "AttrParameter",
    "TypeParameter",
    "AttributeSelfTypeParameter",
    "StringRefParameter",
    "APFloatParameter",
    "ArrayRefParameter",
    "OptionalArrayRefParameter",
    "OptionalParameter",
    "DefaultValuedParameter",
    "SelfAllocationParameter",
    "ArrayRefOfSelfAllocationParameter",
    "APIntParameter",
    "AttrOrTypeParameter",
    "EnumParameter",
    "ResourceHandleParameter",
    // Memory effect decorators of `Arg<…, "", [MemRead<Resource>]>`
    // (they only feed C++'s `getEffects`).
    "MemAlloc",
    "MemFree",
    "MemRead",
    "MemWrite",
    "MemAllocAt",
    "MemFreeAt",
    "MemReadAt",
    "MemWriteAt",
    "TypedStrAttr",
    "IntMinValue",
    "IntMaxValue",
    "IntNonNegative",
    "IntPositive",
    "ArrayMinCount",
    "ArrayMaxCount",
    "ArrayCount",
    "DenseArrayCount",
    "DenseArrayStrictlySorted",
    "DenseArrayNonNegative",
    "IntegerAttrBase",
    "SignlessIntegerAttrBase",
    "TypedSignlessIntegerAttrBase",
    "SignedIntegerAttrBase",
    "TypedSignedIntegerAttrBase",
    "UnsignedIntegerAttrBase",
    "TypedUnsignedIntegerAttrBase",
    "FloatAttrBase",
    "AnyIntegerAttrBase",
    "ElementsAttrBase",
    "RankedIntElementsAttr",
    "RankedFloatElementsAttr",
    "RankedF32ElementsAttr",
    "RankedF64ElementsAttr",
    "RankedI32ElementsAttr",
    "RankedI64ElementsAttr",
    "DenseArrayAttrBase",
    "OptionalProp",
    "DefaultValuedProp",
    "HasParent",
    "ParentOneOf",
    "AllTypesMatch",
    "AllShapesMatch",
    "AllElementTypesMatch",
    "AllRanksMatch",
    "AllElementCountsMatch",
    "AllTypeIDsMatch",
    "TCopVTEtIsSameAs",
    "TCopVTEtIs",
    "TCOpResIsShapedTypePred",
    "TCresIsSameAsOpBase",
    "TCresVTEtIsSameAsOpBase",
    "TCresVTEtIsSameAsOp",
    "TCopVTEtAreSameAt",
    "TypesMatchWith",
    "OptionalTypesMatchWith",
    "RangedTypesMatchWith",
    "ShapedTypeMatchesElementCountAndTypes",
    "MemoryEffects",
    "AllMatch",
    "AllMatchSameOperatorPred",
    "TypeIsPred",
    "ElementTypeIsPred",
    "SingleBlockImplicitTerminator",
    "Variadic",
    "AnyTypeOf",
];

/// A class of ODS's library that is a built-in constraint class with its
/// template arguments in other positions (`DialectType<Dialect, Pred,
/// summary, cppType>` is `Type<Pred, summary>`).
#[derive(Debug)]
pub struct Alias {
    /// The library class name.
    pub name: &'static str,
    /// The built-in class it is.
    pub class: Builtin,
    /// Its template parameters as ODS declares them (for messages).
    pub signature: &'static str,
    /// How many template arguments it takes at least, at most.
    pub arity: (usize, usize),
    /// Which of its arguments are the built-in's, in order (the others
    /// are C++ information: a dialect, a storage class, a C++ type).
    pub picks: &'static [usize],
    /// For a base class of attribute constraints whose C++ fields fix
    /// the storage class and the constant builder (`StringBasedAttr`'s
    /// `::mlir::StringAttr` and `$_builder.getStringAttr($0)`): the
    /// runtime's storage type (under `::drr::ods::storage`) and the
    /// library constraint whose `ConstantAttrBuilder` its records build
    /// constants with, if ODS gives the class a `constBuilderCall`.
    pub base: Option<(&'static str, Option<&'static str>)>,
    /// A library constraint whose predicate ODS conjoins before the
    /// class's condition (`IntElementsAttrBase<cond, …>` checks
    /// `isa<DenseIntElementsAttr>($_self)` and then `cond`: drr's
    /// `AnyIntElementsAttr`).
    pub guard: Option<&'static str>,
}

/// The aliases: ODS library classes real dialects derive their type and
/// attribute constraints from (`CommonAttrConstraints.td`,
/// `CommonTypeConstraints.td`, `OpBase.td`).
pub const ALIASES: &[Alias] = &[
    Alias {
        name: "ElementsAttrBase",
        class: Builtin::AttrConstraint,
        signature: "Pred condition, string summary",
        arity: (2, 2),
        picks: &[0, 1],
        base: Some(("ElementsAttr", None)),
        guard: None,
    },
    Alias {
        name: "StringBasedAttr",
        class: Builtin::AttrConstraint,
        signature: "Pred condition, string summary",
        arity: (2, 2),
        picks: &[0, 1],
        base: Some(("StringAttr", Some("StrAttr"))),
        guard: None,
    },
    Alias {
        name: "ArrayAttrBase",
        class: Builtin::AttrConstraint,
        signature: "Pred condition, string summary",
        arity: (2, 2),
        picks: &[0, 1],
        base: Some(("ArrayAttr", Some("ArrayAttr"))),
        guard: None,
    },
    Alias {
        name: "DictionaryAttrBase",
        class: Builtin::AttrConstraint,
        signature: "Pred condition, string summary",
        arity: (2, 2),
        picks: &[0, 1],
        base: Some(("DictionaryAttr", Some("DictionaryAttr"))),
        guard: None,
    },
    Alias {
        name: "IntElementsAttrBase",
        class: Builtin::AttrConstraint,
        signature: "Pred condition, string summary",
        arity: (2, 2),
        picks: &[0, 1],
        base: Some(("ElementsAttr", None)),
        guard: Some("AnyIntElementsAttr"),
    },
    Alias {
        name: "TypedAttrBase",
        class: Builtin::AttrConstraint,
        signature: "Type attrValType, string attrKind, Pred condition, string summary",
        arity: (4, 4),
        picks: &[2, 3],
        base: None,
        guard: None,
    },
    Alias {
        name: "DialectType",
        class: Builtin::TypeConstraint,
        signature: "Dialect d, Pred condition, string summary = \"\", string cppType = \"::mlir::Type\"",
        arity: (2, 4),
        picks: &[1, 2],
        base: None,
        guard: None,
    },
    Alias {
        name: "DialectAttr",
        class: Builtin::AttrConstraint,
        signature: "Dialect d, Pred condition, string summary = \"\"",
        arity: (2, 3),
        picks: &[1, 2],
        base: None,
        guard: None,
    },
];

/// The alias named `name`.
pub fn alias(name: &str) -> Option<&'static Alias> {
    ALIASES.iter().find(|a| a.name == name)
}

/// Classes of MLIR's ODS library (`OpBase.td`, `Constraints.td`,
/// `CommonTypeConstraints.td`, `CommonAttrConstraints.td`) that drr does
/// not provide, with what to write instead. Named without a path and not
/// defined in the block, they are an error at the name rather than a class
/// of another block (whose macro rustc would report missing).
pub const NOT_PROVIDED: &[(&str, &str)] = &[
    ("DefaultValuedOptionalStrAttr", NOT_YET),
    ("MixedContainerType", NOT_YET),
    (
        "FixedVectorOf",
        "MLIR names it `FixedVectorOfAnyRank<[…]>` (or `FixedVectorOfNonZeroRankOf<[…]>`)",
    ),
    (
        "ScalableVectorOf",
        "MLIR names it `ScalableVectorOfAnyRank<[…]>`",
    ),
    ("AnyComplexOf", "write `Complex<AnyTypeOf<[…]>>`"),
    ("IsFixedVectorOfLengthPred", NOT_YET),
    ("IsFixedVectorOfRankPred", NOT_YET),
    ("IsScalableVectorOfLengthPred", NOT_YET),
    ("IsScalableVectorOfRankPred", NOT_YET),
    ("IsVectorOfMinLengthPred", NOT_YET),
    ("IsVectorOfMaxLengthPred", NOT_YET),
    ("ShapedTypeMatchesElementCountAndTypes", NOT_YET),
    ("OptionalTypesMatchWith", NOT_YET),
    ("AllTypeIDsMatch", NOT_YET),
    ("AnyMatchOperatorTrait", NOT_YET),
    ("AllMatchPred", NOT_YET),
    ("AnyMatchOperatorPred", NOT_YET),
];

/// The advice for a library class drr does not have yet.
const NOT_YET: &str = "define it in the block as a `TypeConstraint`/`AttrConstraint`/`Constraint` class with a Rust predicate";

/// What to write instead of the ODS library class `name` drr does not
/// provide.
pub fn not_provided(name: &str) -> Option<&'static str> {
    NOT_PROVIDED
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, why)| *why)
}

/// The names [`Builtin::from_name`] knows besides [`PASSTHROUGH`] and
/// [`ALIASES`] (for "did you mean" on a misspelled class).
pub const BUILTIN_NAMES: &[&str] = &[
    "Pattern",
    "Pat",
    "Op",
    "Dialect",
    "Constraint",
    "TypeConstraint",
    "Type",
    "AttrConstraint",
    "Attr",
    "PropConstraint",
    "RegionConstraint",
    "NativeCodeCall",
    "NativeCodeCallVoid",
    "ConstantAttr",
    "ConstantStrAttr",
    "CPred",
    "And",
    "Or",
    "Neg",
    "Concat",
    "SubstLeaves",
    "Arguments",
    "Results",
];

impl Builtin {
    /// The built-in class named `name`.
    pub fn from_name(name: &str) -> Option<Builtin> {
        Some(match name {
            "Pattern" => Builtin::Pattern,
            "Pat" => Builtin::Pat,
            "Op" => Builtin::Op,
            "Dialect" => Builtin::Dialect,
            "Constraint" => Builtin::Constraint,
            "TypeConstraint" | "Type" => Builtin::TypeConstraint,
            "AttrConstraint" | "Attr" => Builtin::AttrConstraint,
            "PropConstraint" => Builtin::PropConstraint,
            "RegionConstraint" | "Region" => Builtin::RegionConstraint,
            "NativeCodeCall" => Builtin::NativeCodeCall,
            "NativeCodeCallVoid" => Builtin::NativeCodeCallVoid,
            "ConstantAttr" => Builtin::ConstantAttr,
            "ConstantStrAttr" => Builtin::ConstantStrAttr,
            "CPred" => Builtin::CPred,
            "And" => Builtin::And,
            "Or" => Builtin::Or,
            "Neg" => Builtin::Neg,
            "Concat" => Builtin::Concat,
            "SubstLeaves" => Builtin::SubstLeaves,
            "Arguments" => Builtin::Arguments,
            "Results" => Builtin::Results,
            "BuildableType" => Builtin::BuildableType,
            other => {
                if let Some(m) = MARKERS.iter().find(|m| **m == other) {
                    return Some(Builtin::Marker(m));
                }
                if let Some(a) = alias(other) {
                    return Some(a.class);
                }
                return PASSTHROUGH
                    .iter()
                    .find(|p| **p == other)
                    .map(|p| Builtin::Passthrough(p));
            }
        })
    }

    /// The class name as ODS spells it.
    pub fn name(self) -> &'static str {
        match self {
            Builtin::Pattern => "Pattern",
            Builtin::Pat => "Pat",
            Builtin::Op => "Op",
            Builtin::Dialect => "Dialect",
            Builtin::Constraint => "Constraint",
            Builtin::TypeConstraint => "TypeConstraint",
            Builtin::AttrConstraint => "AttrConstraint",
            Builtin::PropConstraint => "PropConstraint",
            Builtin::RegionConstraint => "RegionConstraint",
            Builtin::NativeCodeCall => "NativeCodeCall",
            Builtin::NativeCodeCallVoid => "NativeCodeCallVoid",
            Builtin::ConstantAttr => "ConstantAttr",
            Builtin::ConstantStrAttr => "ConstantStrAttr",
            Builtin::CPred => "CPred",
            Builtin::And => "And",
            Builtin::Or => "Or",
            Builtin::Neg => "Neg",
            Builtin::Concat => "Concat",
            Builtin::SubstLeaves => "SubstLeaves",
            Builtin::Arguments => "Arguments",
            Builtin::Results => "Results",
            Builtin::BuildableType => "BuildableType",
            Builtin::Passthrough(n) | Builtin::Marker(n) => n,
        }
    }

    /// True for the classes that decide what a record is (everything but
    /// the field setters `Arguments` / `Results`).
    pub fn is_kind(self) -> bool {
        !matches!(
            self,
            Builtin::Arguments | Builtin::Results | Builtin::BuildableType | Builtin::Marker(_)
        )
    }

    /// True for predicate classes (`CPred`, `And`, `Or`, `Neg`, …).
    pub fn is_pred(self) -> bool {
        matches!(
            self,
            Builtin::CPred
                | Builtin::And
                | Builtin::Or
                | Builtin::Neg
                | Builtin::Concat
                | Builtin::SubstLeaves
        )
    }

    /// True for the constraint classes.
    pub fn is_constraint(self) -> bool {
        matches!(
            self,
            Builtin::Constraint
                | Builtin::TypeConstraint
                | Builtin::AttrConstraint
                | Builtin::PropConstraint
                | Builtin::RegionConstraint
        )
    }

    /// True for `NativeCodeCall` / `NativeCodeCallVoid`.
    pub fn is_native(self) -> bool {
        matches!(self, Builtin::NativeCodeCall | Builtin::NativeCodeCallVoid)
    }

    /// The class `name` derives from by ODS's hierarchy, when a parameter
    /// of type `param` accepts a record of class `self` (`Type` for
    /// `TypeConstraint`, every constraint for `Constraint`, …).
    pub fn isa(self, param: &str) -> bool {
        if self.name() == param {
            return true;
        }
        match param {
            "Constraint" => {
                self.is_constraint()
                    || self.isa("Type")
                    || self.isa("Attr")
                    || matches!(self, Builtin::ConstantAttr)
            }
            // A `TypeDef` (`AttrDef`) is a `DialectType` (`DialectAttr`);
            // `TypeInterface<"N">` is a `Type` (predicate `isa<N>`).
            "TypeConstraint" | "Type" | "DialectType" => {
                matches!(
                    self,
                    Builtin::TypeConstraint | Builtin::Passthrough("TypeDef" | "TypeInterface")
                )
            }
            // ODS's enum attributes are attributes too (`EnumAttr` an
            // `AttrDef`, `I32EnumAttr` a `SignlessIntegerAttrBase`), and so
            // is `AttrInterface<"N">`: cuda-tile's `class CudaTileArg<Constraint
            // constraint, …>` is given both.
            "AttrConstraint" | "Attr" | "DialectAttr" => {
                matches!(
                    self,
                    Builtin::AttrConstraint
                        | Builtin::ConstantAttr
                        | Builtin::ConstantStrAttr
                        | Builtin::Passthrough("AttrDef" | "AttrInterface")
                ) || matches!(self, Builtin::Passthrough(c) if (crate::ods::enums::is_enum_class(c) && c.ends_with("Attr")) || c == "EnumAttr")
            }
            // ODS's property classes (`ConfinedProp<…>`, `ArrayProp<…>`,
            // `Property<…>`, …) are `Property` records (MLIR's test
            // dialect: `class NonEmptyArray<Property p>` given a
            // `ConfinedProp` record); `Property` is a `PropConstraint`.
            "Property" | "PropConstraint" => {
                self == Builtin::PropConstraint && param == "PropConstraint"
                    || matches!(self, Builtin::Passthrough(c) if crate::ods::props::is_prop_class(c))
            }
            // `class ConstantStrAttr<Attr attr, string val> :
            // ConstantAttr<attr, "\"" # val # "\"">`.
            "ConstantAttr" => self == Builtin::ConstantStrAttr,
            "Region" | "RegionConstraint" => self == Builtin::RegionConstraint,
            // `PassBase.td`: `class ListOption<…> : Option<…>`, `class
            // Pass<…> : PassBase<…>` and `InterfacePass` (MLIR's
            // `Reducer/Passes.td` keeps both kinds in a `list<Option>`).
            "Option" => self == Builtin::Passthrough("ListOption"),
            "PassBase" => matches!(self, Builtin::Passthrough("Pass" | "InterfacePass")),
            "Pred" | "CombinedPred" => self.is_pred(),
            "Pattern" => matches!(self, Builtin::Pat | Builtin::Pattern),
            "NativeCodeCall" => self.is_native(),
            // ODS's enum hierarchy (`class OpenMP_EnumAttr<EnumAttrInfo
            // enumInfo, …>` given an `I32EnumAttr`; cases as
            // `BitEnumAttrCaseBase`).
            "EnumAttrInfo" | "EnumInfo" | "IntEnumAttr" | "IntEnumAttrBase" | "BitEnumAttr"
            | "BitEnumAttrBase" => {
                matches!(self, Builtin::Passthrough(c) if crate::ods::enums::is_enum_class(c))
            }
            "EnumAttrCaseInfo"
            | "EnumCase"
            | "IntEnumAttrCaseBase"
            | "BitEnumAttrCaseBase"
            | "BitEnumCaseBase"
            | "EnumAttrCase"
            | "I32EnumAttrCase"
            | "I64EnumAttrCase" => {
                matches!(self, Builtin::Passthrough(c) if crate::ods::enums::is_case_class(c))
            }
            _ => false,
        }
    }
}

/// True if `name` is one of the library's classes (a wrapper or a
/// parameterized constraint such as `TensorOf`), not one of its records
/// (traits, constraints, helpers).
pub fn is_library_class(name: &str) -> bool {
    WRAPPERS.contains(&name) || crate::stdlib::lib_class(name).is_some()
}

/// True if `Name<args>` is a library generic (a Rust type or an ODS
/// wrapper), not a class: it stays symbolic with evaluated arguments.
pub fn is_library_generic(name: &str) -> bool {
    WRAPPERS.contains(&name)
        || crate::stdlib::is_lib_name(name)
        || crate::ods::traits::KNOWN_TRAITS
            .iter()
            .any(|(n, _, _)| *n == name)
}
