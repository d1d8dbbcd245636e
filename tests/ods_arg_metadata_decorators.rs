//! A project's own wrapper around ODS's `Arg` (cuda-tile's `Dialect.td`:
//! `class CudaTileArg<Constraint constraint, string desc, string version,
//! list<OpVariableDecorator> decorators = []> : Arg<constraint, desc,
//! decorators # [CudaTileArgMetadata<version, desc>]>`, its metadata class
//! deriving from `OpBase.td`'s empty `OpVariableDecorator`). Three things
//! mlir-tblgen-22 accepts that `ods!` rejected: the parent
//! `OpVariableDecorator` ("cannot find macro"), an `EnumAttr`, an
//! `I32EnumAttr` or an `AttrInterface` record for the `Constraint`
//! parameter (all are ODS attributes), and the metadata record in the
//! decorator list ("no meaning to ODS"). Such a decorator is no memory
//! effect (MLIR reads only `SideEffect` decorators), so a `Pure` op or a
//! read-only one decorated with it is still dead once unused (the
//! read-only one was taken for a writer), and an op without effects listed
//! still has none known (kept).

mod common;

use drr::rewrite::{GreedyConfig, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Attribute, Context};

/// The attributes of `AttrInterface<"Tags">`: strings.
pub struct Tags;
impl drr::ods::AttrInterface for Tags {
    fn isa(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), drr::AttrData::String { .. })
    }
}

drr::ods! {
    def Md_Dialect : Dialect { let name = "md"; }
    class Md_ArgMetadata<string version, string desc> : OpVariableDecorator {
        string sinceVersion = version;
        string specDesc = desc;
    }
    class Md_Arg<Constraint constraint, string desc, string version,
                 list<OpVariableDecorator> decorators = []>
        : Arg<constraint, desc, decorators # [Md_ArgMetadata<version, desc>]>;
    def Md_Kind : I32EnumAttr<"Kind", "kind", [I32EnumAttrCase<"a", 0>, I32EnumAttrCase<"b", 1>]> {
        let cppNamespace = "::md";
        let genSpecializedAttr = 0;
    }
    def Md_KindAttr : EnumAttr<Md_Dialect, Md_Kind, "kind">;
    def Md_Plain : I32EnumAttr<"Plain", "plain kind", [I32EnumAttrCase<"x", 0>]>;
    def Md_Tag : AttrInterface<"Tags">;
    def Md_NegOp : Op<Md_Dialect, "neg", [Pure]> {
        let arguments = (ins Md_Arg<I32, "the operand", "1.0">:$x,
                             Md_Arg<Md_KindAttr, "a kind", "1.0">:$k,
                             Md_Arg<Md_Plain, "a plain kind", "1.1">:$p);
        let results = (outs Md_Arg<I32, "the result", "1.0">:$r);
    }
    def Md_PeekOp : Op<Md_Dialect, "peek", [MemoryEffects<[MemRead]>]> {
        let arguments = (ins Md_Arg<I32, "the operand", "1.0">:$x);
        let results = (outs I32:$r);
    }
    def Md_TagOp : Op<Md_Dialect, "tag"> {
        let arguments = (ins Md_Arg<Md_Tag, "a tag", "1.0">:$tag);
        let results = (outs I32:$r);
    }
}

fn run(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    MdDialect::register(&mut ctx);
    let src = common::module("%arg0: i32", body);
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    let frozen = RewritePatternSet::new().freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &GreedyConfig::default())
        .map_err(|e| format!("{e:?}"))?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn metadata_decorators_are_no_effect_and_wrapped_constraints_check() {
    let out = run(concat!(
        "    %0 = \"md.neg\"(%arg0) <{k = #md<kind b>, p = 0 : i32}> : (i32) -> i32\n",
        "    %1 = \"md.tag\"() <{tag = \"t\"}> : () -> i32\n",
        "    %2 = \"md.peek\"(%arg0) : (i32) -> i32\n",
    ))
    .unwrap();
    // The unused `Pure` and read-only ops are erased; the op with no
    // effects known stays.
    assert!(!out.contains("md.neg"), "{out}");
    assert!(!out.contains("md.peek"), "{out}");
    assert!(
        out.contains("%0 = \"md.tag\"() <{tag = \"t\"}> : () -> i32"),
        "{out}"
    );
    // The interface is checked where MLIR casts to it, reading `<{…}>`.
    assert_eq!(
        run("    %0 = \"md.tag\"() <{tag = 1 : i32}> : () -> i32\n").unwrap_err(),
        "4:10: invalid properties {tag = 1 : i32} for op md.tag: Invalid attribute `tag` in property conversion: 1 : i32"
    );
    assert!(
        run("    %0 = \"md.neg\"(%arg0) <{k = #md<kind c>, p = 0 : i32}> : (i32) -> i32\n")
            .unwrap_err()
            .contains("expected ::md::Kind to be one of: a, b"),
    );
}
