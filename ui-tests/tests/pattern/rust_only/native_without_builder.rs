// A NativeCodeCall or constraint closure whose first parameter is a DAG
// argument (`|v: Value|`, no `$_builder` / context before it): one error at
// its type, saying what the first parameter is (not rustc's "closure is
// expected to take 2 arguments", nor an argument count, nor an error at the
// whole macro); patterns using the rejected records report nothing more.
use drr::Value;
use ui_tests::*;

drr::patterns! {
    def NoBuilder : NativeCodeCall<|v: Value| -> Value { v }>;
    def NoContext : Constraint<|v: Value| v == v, "itself">;
    def Records : Pat<(AOp $x, $a), (AOp (NoBuilder $x), $a), [(NoContext $x)]>;
    def Inline : Pat<(AOp $x, $a), (AOp (NativeCodeCall<|v: Value| -> Value { v }> $x), $a),
                     [(Constraint<|v: Value| v == v> $x)]>;
}

fn main() {}
