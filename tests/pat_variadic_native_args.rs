//! A variadic operand bound to one name passed whole to a NativeCodeCall
//! that is not its last argument (`Vec<Value>`), a NativeCodeCall's
//! `Vec<Value>` feeding a variadic operand of a built op, and one
//! replacing an op with variadic results: the shapes of OneFlow's
//! translate rewrites (a generic "user" op carrying an op type name, and
//! the op it names), on stand-in ops. Outputs as mlir-opt-22 reprints them.

use drr::ods::AttrStorage;
use drr::ods::storage::StringAttr;
use drr::pattern::Builder;
use drr::rewrite::{GreedyConfig, RewritePattern, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Attribute, Context, NamedAttribute, OperationState, Value};

drr::ods! {
    def V_Dialect : Dialect { let name = "v"; }
    def V_GenericOp : Op<V_Dialect, "generic"> {
        let arguments = (ins Variadic<AnyType>:$inputs, StrAttr:$label, StrAttr:$kind, DictionaryAttr:$extra);
        let results = (outs Variadic<AnyType>:$outputs);
    }
    def V_ReluOp : Op<V_Dialect, "relu", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$x, StrAttr:$label);
        let results = (outs AnyType:$y);
    }
}

fn text(ctx: &Context, a: Attribute) -> &str {
    StringAttr::from_attr(ctx, a)
        .and_then(|s| s.value(ctx))
        .unwrap_or("")
}

drr::patterns! {
    def IsRelu : Constraint<CPred<|c: &Context, a: Attribute| crate::text(c, a) == "relu">, "names relu">;

    // The op the generic op names, built from its operands (all of them,
    // taken as one argument before the others).
    def BuildNamed : NativeCodeCall<
        |b: &mut Builder<'_, '_>, inputs: Vec<Value>, label: Attribute, kind: Attribute, _extra: Attribute| -> Vec<Value> {
            let ty = b.value_type(inputs[0]);
            let name = format!("v.{}", crate::text(b, kind));
            let name = b.op_name(&name);
            let mut st = OperationState::new(name, b.loc());
            st.operands.extend_from_slice(&inputs);
            st.result_types.push(ty);
            let key = b.symbol("label");
            st.attributes.push(NamedAttribute { name: key, value: label });
            let op = b.create(st).expect("valid op");
            vec![b.op(op).result(0)]
        }>;
    def GenericToNamed : Pattern<
        (V_GenericOp $inputs, StrAttr:$label, StrAttr:$kind, DictionaryAttr:$extra),
        [(BuildNamed $inputs, $label, $kind, $extra)],
        [(IsRelu $kind)]>;

    def EmptyDict : NativeCodeCall<|c: &mut Context| -> Attribute { c.dictionary(vec![]) }>;
    def OneOf : NativeCodeCall<|_c: &mut Context, x: Value| -> Vec<Value> { vec![x] }>;
    def ReluToGeneric : Pat<
        (V_ReluOp $x, StrAttr:$label),
        (V_GenericOp (OneOf $x), $label, ConstantAttr<StrAttr, "\"relu\"">, (EmptyDict))>;
}

const INPUT: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "v.relu"(%arg0) <{label = "a"}> : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "v.generic"(%0) <{extra = {}, kind = "relu", label = "b"}> : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "v.generic"(%1) <{extra = {}, kind = "gelu", label = "c"}> : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0, %1, %2) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"#;

fn run(p: impl RewritePattern + 'static) -> String {
    let mut ctx = Context::new();
    VDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, INPUT, "in.mlir").unwrap();
    let mut set = RewritePatternSet::new();
    set.add(p);
    let frozen = set.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &GreedyConfig::default()).unwrap();
    print_op(&ctx, m, PrintOptions { debug_info: false })
}

#[test]
fn variadic_operand_passed_whole_before_other_arguments() {
    let body = r#"    %0 = "v.relu"(%arg0) <{label = "a"}> : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "v.relu"(%0) <{label = "b"}> : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "v.generic"(%1) <{extra = {}, kind = "gelu", label = "c"}> : (tensor<4xf32>) -> tensor<4xf32>
"#;
    assert!(
        run(GenericToNamed).contains(body),
        "{}",
        run(GenericToNamed)
    );
}

#[test]
fn native_values_fill_a_variadic_operand() {
    let body = r#"    %0 = "v.generic"(%arg0) <{extra = {}, kind = "relu", label = "a"}> : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "v.generic"(%0) <{extra = {}, kind = "relu", label = "b"}> : (tensor<4xf32>) -> tensor<4xf32>
"#;
    assert!(run(ReluToGeneric).contains(body), "{}", run(ReluToGeneric));
}
