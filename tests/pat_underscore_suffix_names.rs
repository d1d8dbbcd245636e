//! Symbols ending in underscores (`$x_`, `$x__`, `$mean_`) are names of
//! their own, distinct from `$x` and from the `$name__N` result index
//! (MLIR's `SymbolInfoMap::getValuePackName` keeps a symbol whose suffix
//! after `__` is not a number whole), tied together by an equality
//! constraint, as ncnn's `ncnn_rewriter.td` fuses an instance norm: the
//! same value reached three ways. Also from that file: `ConstBoolAttrTrue`
//! matched against an absent `DefaultValuedAttr<BoolAttr, "false">` (the
//! default is compared, so it fails), and a `DefaultValuedAttr` bound in
//! the source pattern and passed on (absent, the default is built).

mod common;
use common::{module, run};
use drr::rewrite::RewritePatternSet;
use drr::{AttrData, Attribute, Context, TypeData, Value};

drr::ods! {
    dialect nn;

    def ConstOp : Op<"const", [ConstantLike, Pure]> {
        let arguments = (ins ElementsAttr:$value);
        let results = (outs AnyTensor:$output);
    }
    def MeanOp : Op<"mean", [Pure]> {
        let arguments = (ins AnyTensor:$input, AnyTensor:$axes,
                             DefaultValuedAttr<BoolAttr, "false">:$keep_dims);
        let results = (outs AnyTensor:$output);
    }
    def SqDiffOp : Op<"sqdiff", [Pure]> {
        let arguments = (ins AnyTensor:$x, AnyTensor:$y);
        let results = (outs AnyTensor:$z);
    }
    def SubOp : Op<"sub", [Pure]> {
        let arguments = (ins AnyTensor:$x, AnyTensor:$y);
        let results = (outs AnyTensor:$z);
    }
    def DivOp : Op<"div", [Pure]> {
        let arguments = (ins AnyTensor:$x, AnyTensor:$y);
        let results = (outs AnyTensor:$z);
    }
    def NormOp : Op<"norm", [Pure]> {
        let arguments = (ins AnyTensor:$x, F32Attr:$epsilon);
        let results = (outs AnyTensor:$y);
    }
    def ConvOp : Op<"conv", [Pure]> {
        let arguments = (ins AnyTensor:$x, DefaultValuedAttr<I64ArrayAttr, "{1, 1}">:$dilations);
        let results = (outs AnyTensor:$y);
    }
    def BiasAddOp : Op<"bias_add", [Pure]> {
        let arguments = (ins AnyTensor:$x, AnyTensor:$b);
        let results = (outs AnyTensor:$y);
    }
    def FusedConvOp : Op<"fused_conv", [Pure]> {
        let arguments = (ins AnyTensor:$x, AnyTensor:$b, I64ArrayAttr:$dilations);
        let results = (outs AnyTensor:$y);
    }
}

/// The first element of a float `dense<…>` as a float attribute.
fn first_float(ctx: &mut Context, a: Attribute) -> Attribute {
    let AttrData::DenseElements { ty, values, .. } = ctx.attr_data(a).clone() else {
        return a;
    };
    let TypeData::RankedTensor { element, .. } = ctx.type_data(ty).clone() else {
        return a;
    };
    ctx.float_attr_bits(element, values[0])
}

drr::patterns! {
    fn populate;
    def first_f : NativeCodeCall<|ctx: &mut Context, a: Attribute| -> Attribute { crate::first_float(ctx, a) }>;
    def Same : Constraint<CPred<|_c: &Context, a: Value, b: Value| a == b>>;

    // (x - mean) / (mean(sqdiff(mean, x_)) - eps), x == x_ == x__.
    def FuseNorm : Pat<
        (DivOp
            (SubOp $x__, $mean_),
            (SubOp
                (MeanOp (SqDiffOp (MeanOp:$mean $x, (ConstOp:$axes ElementsAttr), ConstBoolAttrTrue), $x_),
                        $axes_, ConstBoolAttrTrue),
                (ConstOp ElementsAttr:$eps))),
        (NormOp $x, (first_f $eps)),
        [(Same $x, $x_), (Same $x, $x__), (Same $axes, $axes_), (Same $mean, $mean_)]>;

    def FuseConv : Pat<(BiasAddOp (ConvOp $x, $dilations), $b), (FusedConvOp $x, $b, $dilations)>;
}

fn reg(ctx: &mut Context) {
    NnDialect::register(ctx);
}

fn rewrite(args: &str, body: &str) -> String {
    let mut set = RewritePatternSet::new();
    populate(&mut set);
    run(reg, &module(args, body), set, false)
}

const T: &str = "tensor<2x4xf32>";
const M: &str = "tensor<2x1xf32>";

/// The norm's ops over `x`; `sub_of` is the value the numerator
/// subtracts from, `keep` the first mean's `keep_dims` dictionary.
fn norm(n: usize, sub_of: &str, keep: &str, axes2: &str) -> String {
    format!(
        "    %m{n} = \"nn.mean\"(%x, %axes) {keep} : ({T}, tensor<1xi32>) -> {M}
    %d{n} = \"nn.sqdiff\"(%m{n}, %x) : ({M}, {T}) -> {T}
    %v{n} = \"nn.mean\"(%d{n}, {axes2}) <{{keep_dims = true}}> : ({T}, tensor<1xi32>) -> {M}
    %e{n} = \"nn.const\"() <{{value = dense<[2.5e-01, 5.0e-01]> : tensor<2xf32>}}> : () -> tensor<2xf32>
    %ve{n} = \"nn.sub\"(%v{n}, %e{n}) : ({M}, tensor<2xf32>) -> {M}
    %s{n} = \"nn.sub\"({sub_of}, %m{n}) : ({T}, {M}) -> {T}
    %r{n} = \"nn.div\"(%s{n}, %ve{n}) : ({T}, {M}) -> {T}
"
    )
}

#[test]
fn underscore_suffixed_symbols_are_names_of_their_own() {
    let args = format!("%x: {T}, %y: {T}");
    let axes =
        "    %axes = \"nn.const\"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %axes2 = \"nn.const\"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>\n";
    let keep = "<{keep_dims = true}>";
    let body = format!(
        "{axes}{}{}{}{}    \"test.use\"(%r0, %r1, %r2, %r3) : ({T}, {T}, {T}, {T}) -> ()\n",
        norm(0, "%x", keep, "%axes"),
        // `$x__` is %y, not %x: `Same $x, $x__` fails.
        norm(1, "%y", keep, "%axes"),
        // `keep_dims` absent: its default `false` is not `ConstBoolAttrTrue`.
        norm(2, "%x", "", "%axes"),
        // `$axes_` is another constant op's value, equal in value only.
        norm(3, "%x", keep, "%axes2"),
    );
    let out = rewrite(&args, &body);
    // Only the first fuses, into a norm whose epsilon is the constant's
    // first element; the others keep their ops.
    assert_eq!(out.matches("\"nn.norm\"").count(), 1, "{out}");
    assert!(
        out.contains(&format!(
            "%2 = \"nn.norm\"(%arg0) <{{epsilon = 2.500000e-01 : f32}}> : ({T}) -> {T}"
        )),
        "{out}"
    );
    assert_eq!(out.matches("\"nn.div\"").count(), 3, "{out}");
    assert!(out.contains("\"nn.sub\"(%arg1, "), "{out}");
}

#[test]
fn a_bound_default_valued_attribute_is_passed_on_with_its_default() {
    let args = format!("%arg0: {T}, %arg1: {T}");
    let body = format!(
        "    %0 = \"nn.conv\"(%arg0) : ({T}) -> {T}
    %1 = \"nn.bias_add\"(%0, %arg1) : ({T}, {T}) -> {T}
    %2 = \"nn.conv\"(%arg0) <{{dilations = [2, 3]}}> : ({T}) -> {T}
    %3 = \"nn.bias_add\"(%2, %arg1) : ({T}, {T}) -> {T}
    \"test.use\"(%1, %3) : ({T}, {T}) -> ()
"
    );
    let out = rewrite(&args, &body);
    assert_eq!(
        out,
        module(
            &args,
            &format!(
                "    %0 = \"nn.fused_conv\"(%arg0, %arg1) <{{dilations = [1, 1]}}> : ({T}, {T}) -> {T}
    %1 = \"nn.fused_conv\"(%arg0, %arg1) <{{dilations = [2, 3]}}> : ({T}, {T}) -> {T}
    \"test.use\"(%0, %1) : ({T}, {T}) -> ()
"
            )
        )
    );
}
