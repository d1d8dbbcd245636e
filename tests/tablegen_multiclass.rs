//! TableGen's `multiclass` / `defm` in `patterns!`, written the way
//! TensorFlow Lite's DRR files write them: `dag`-typed template arguments
//! bound to ops and attribute records, pasted into the def names with `#`,
//! used as a DAG operator and as a leaf; `defm :` inside `foreach`; a
//! named `defm`; nested `defm`; `if … then … else`, `assert` and `defset`.
//! Each test runs the generated patterns on IR and compares the printed
//! result with the same patterns written out by hand, and checks the
//! pattern names TableGen gives the records.

mod common;
use common::{module, run};

use drr::rewrite::RewritePatternSet;
use drr::{Context, TypeData, Value};

/// The rank of `v`'s type (`-1` if it is not a ranked tensor).
fn rank_of(ctx: &Context, v: Value) -> i64 {
    match ctx.type_data(ctx.value_type(v)) {
        TypeData::RankedTensor { shape, .. } => shape.len() as i64,
        _ => -1,
    }
}

drr::ods! {
    def Mc_Dialect : Dialect {
        let name = "mc";
    }
    class Mc_Op<string mnemonic, list<Trait> traits = []> : Op<Mc_Dialect, mnemonic, traits>;

    def Mc_ConvOp : Mc_Op<"conv", [Pure]> {
        let arguments = (ins AnyType:$input, StrAttr:$act);
        let results = (outs AnyType:$output);
    }
    def Mc_PoolOp : Mc_Op<"pool", [Pure]> {
        let arguments = (ins AnyType:$input, StrAttr:$act);
        let results = (outs AnyType:$output);
    }
    foreach Name = ["relu", "relu6", "tanh"] in
    def Mc_ # Name # Op : Mc_Op<Name, [Pure]> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$output);
    }
    foreach Name = ["add", "sub"] in
    def Mc_ # Name # Op : Mc_Op<Name, [Pure]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs, StrAttr:$act);
        let results = (outs AnyType:$output);
    }
}

fn reg(ctx: &mut Context) {
    McDialect::register(ctx);
}

/// The patterns, as `multiclass`es instantiated by `defm`.
mod generated {
    use super::*;
    drr::patterns! {
        fn populate_generated;

        def ActNone : ConstantStrAttr<StrAttr, "NONE">;
        def ActRelu : ConstantStrAttr<StrAttr, "RELU">;
        def ActRelu6 : ConstantStrAttr<StrAttr, "RELU6">;

        // TFLite's FuseActFnIntoConvOpPat, in miniature.
        multiclass FuseActFn<Op ActFnOp, ConstantStrAttr ActFnAttr> {
            def FuseActWithConv # ActFnOp # ActFnAttr : Pat<
                (ActFnOp (Mc_ConvOp:$conv $x, ActNone)),
                (Mc_ConvOp $x, ActFnAttr),
                [(HasOneUse $conv)]>;
            def FuseActWithPool # ActFnOp # ActFnAttr : Pat<
                (ActFnOp (Mc_PoolOp:$pool $x, ActNone)),
                (Mc_PoolOp $x, ActFnAttr),
                [(HasOneUse $pool)]>;
        }

        defset list<Pat> ActFusions = {
            foreach actFnPair = [[Mc_reluOp, ActRelu], [Mc_relu6Op, ActRelu6]] in {
                defm : FuseActFn<actFnPair[0], actFnPair[1]>;
            }
        }
        assert !eq(!size(ActFusions), 4), "two patterns per activation";

        // A multiclass instantiating another one, with `if` choosing a
        // pattern by template argument.
        class HasRank<int rank> :
            Constraint<CPred<|ctx: &Context, v: Value| crate::rank_of(ctx, v) == rank>>;
        multiclass DropTanhOf<Op BinaryOp, int rank> {
            assert !gt(rank, 0), "rank must be positive";
            if !eq(rank, 1) then
                def _rank1 : Pat<(Mc_tanhOp (BinaryOp:$b $l, $r, $act)), (replaceWithValue $b),
                    [(HasRank<1> $b)]>;
            else
                def _rankN : Pat<(Mc_tanhOp (BinaryOp:$b $l, $r, $act)), (replaceWithValue $b),
                    [(HasRank<rank> $b)]>;
        }
        multiclass BinaryPatterns<Op BinaryOp> {
            defm _Tanh1 : DropTanhOf<BinaryOp, 1>;
            defm _Tanh2 : DropTanhOf<BinaryOp, 2>;
        }
        defm Add : BinaryPatterns<Mc_addOp>;
    }
}

/// The same patterns written out by hand.
mod by_hand {
    use super::*;
    drr::patterns! {
        fn populate_by_hand;

        def ActNone : ConstantStrAttr<StrAttr, "NONE">;
        def ActRelu : ConstantStrAttr<StrAttr, "RELU">;
        def ActRelu6 : ConstantStrAttr<StrAttr, "RELU6">;
        def HandReluConv : Pat<(Mc_reluOp (Mc_ConvOp:$conv $x, ActNone)), (Mc_ConvOp $x, ActRelu), [(HasOneUse $conv)]>;
        def HandReluPool : Pat<(Mc_reluOp (Mc_PoolOp:$pool $x, ActNone)), (Mc_PoolOp $x, ActRelu), [(HasOneUse $pool)]>;
        def HandRelu6Conv : Pat<(Mc_relu6Op (Mc_ConvOp:$conv $x, ActNone)), (Mc_ConvOp $x, ActRelu6), [(HasOneUse $conv)]>;
        def HandRelu6Pool : Pat<(Mc_relu6Op (Mc_PoolOp:$pool $x, ActNone)), (Mc_PoolOp $x, ActRelu6), [(HasOneUse $pool)]>;
        def HandTanh1 : Pat<(Mc_tanhOp (Mc_addOp:$b $l, $r, $act)), (replaceWithValue $b),
            [(Constraint<CPred<|ctx: &Context, v: Value| crate::rank_of(ctx, v) == 1>> $b)]>;
        def HandTanh2 : Pat<(Mc_tanhOp (Mc_addOp:$b $l, $r, $act)), (replaceWithValue $b),
            [(Constraint<CPred<|ctx: &Context, v: Value| crate::rank_of(ctx, v) == 2>> $b)]>;
    }
}

fn generated_set() -> RewritePatternSet {
    let mut s = RewritePatternSet::new();
    generated::populate_generated(&mut s);
    s
}

fn by_hand_set() -> RewritePatternSet {
    let mut s = RewritePatternSet::new();
    by_hand::populate_by_hand(&mut s);
    s
}

#[test]
fn records_made_by_defm_get_tablegens_names() {
    // An anonymous `defm` is named where it is written (`anonymous_0`),
    // so both iterations of the `foreach` around it share that `NAME`
    // (TableGen's names; the pasted operators keep the records apart); the
    // inner defs do not mention `NAME`, so it is prepended. The named
    // nested `defm`s paste their names: `Add` # `_Tanh1` # `_rank1`.
    // Records are added in name order, as mlir-tblgen's
    // `populateWithGenerated` does.
    assert_eq!(
        format!("{:?}", generated_set()),
        "[\"Add_Tanh1_rank1\", \"Add_Tanh2_rankN\", \
         \"anonymous_0FuseActWithConvMc_relu6OpActRelu6\", \
         \"anonymous_0FuseActWithConvMc_reluOpActRelu\", \
         \"anonymous_0FuseActWithPoolMc_relu6OpActRelu6\", \
         \"anonymous_0FuseActWithPoolMc_reluOpActRelu\"]"
    );
}

#[test]
fn defm_in_foreach_rewrites_like_the_hand_expanded_patterns() {
    let src = module(
        "%arg0: tensor<4xf32>",
        "    %0 = \"mc.conv\"(%arg0) <{act = \"NONE\"}> : (tensor<4xf32>) -> tensor<4xf32>\n    %1 = \"mc.relu\"(%0) : (tensor<4xf32>) -> tensor<4xf32>\n    %2 = \"mc.pool\"(%1) <{act = \"NONE\"}> : (tensor<4xf32>) -> tensor<4xf32>\n    %3 = \"mc.relu6\"(%2) : (tensor<4xf32>) -> tensor<4xf32>\n    %4 = \"mc.conv\"(%3) <{act = \"RELU\"}> : (tensor<4xf32>) -> tensor<4xf32>\n    %5 = \"mc.relu\"(%4) : (tensor<4xf32>) -> tensor<4xf32>\n    \"mc.use\"(%5) : (tensor<4xf32>) -> ()\n",
    );
    let expected = module(
        "%arg0: tensor<4xf32>",
        "    %0 = \"mc.conv\"(%arg0) <{act = \"RELU\"}> : (tensor<4xf32>) -> tensor<4xf32>\n    %1 = \"mc.pool\"(%0) <{act = \"RELU6\"}> : (tensor<4xf32>) -> tensor<4xf32>\n    %2 = \"mc.conv\"(%1) <{act = \"RELU\"}> : (tensor<4xf32>) -> tensor<4xf32>\n    %3 = \"mc.relu\"(%2) : (tensor<4xf32>) -> tensor<4xf32>\n    \"mc.use\"(%3) : (tensor<4xf32>) -> ()\n",
    );
    assert_eq!(run(reg, &src, generated_set(), false), expected);
    assert_eq!(run(reg, &src, by_hand_set(), false), expected);
}

#[test]
fn nested_defm_and_if_pick_the_right_constraint() {
    // tanh(add(…)) is dropped for rank 1 and rank 2 results, not rank 3.
    let src = module(
        "%arg0: tensor<4xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<1x1x1xf32>",
        "    %0 = \"mc.add\"(%arg0, %arg0) <{act = \"NONE\"}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n    %1 = \"mc.tanh\"(%0) : (tensor<4xf32>) -> tensor<4xf32>\n    %2 = \"mc.add\"(%arg1, %arg1) <{act = \"NONE\"}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>\n    %3 = \"mc.tanh\"(%2) : (tensor<2x2xf32>) -> tensor<2x2xf32>\n    %4 = \"mc.add\"(%arg2, %arg2) <{act = \"NONE\"}> : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>\n    %5 = \"mc.tanh\"(%4) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>\n    \"mc.use\"(%1, %3, %5) : (tensor<4xf32>, tensor<2x2xf32>, tensor<1x1x1xf32>) -> ()\n",
    );
    let expected = module(
        "%arg0: tensor<4xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<1x1x1xf32>",
        "    %0 = \"mc.add\"(%arg0, %arg0) <{act = \"NONE\"}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n    %1 = \"mc.add\"(%arg1, %arg1) <{act = \"NONE\"}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>\n    %2 = \"mc.add\"(%arg2, %arg2) <{act = \"NONE\"}> : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>\n    %3 = \"mc.tanh\"(%2) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>\n    \"mc.use\"(%0, %1, %3) : (tensor<4xf32>, tensor<2x2xf32>, tensor<1x1x1xf32>) -> ()\n",
    );
    let mut s = RewritePatternSet::new();
    s.add(generated::Add_Tanh1_rank1);
    s.add(generated::Add_Tanh2_rankN);
    assert_eq!(run(reg, &src, s, false), expected);
    let mut h = RewritePatternSet::new();
    h.add(by_hand::HandTanh1);
    h.add(by_hand::HandTanh2);
    assert_eq!(run(reg, &src, h, false), expected);
}
