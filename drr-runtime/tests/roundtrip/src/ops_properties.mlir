// Inherent attributes (properties, <{...}>) vs discardable attributes ({...}) on registered and unregistered ops.
"t.props_only"() <{a = 1 : i32}> : () -> ()
"t.attrs_only"() {a = 1 : i32} : () -> ()
"t.both"() <{p = "inherent"}> {d = "discardable"} : () -> ()
"t.empty_props"() <{}> : () -> ()
"t.empty_attrs"() {} : () -> ()
"t.empty_both"() <{}> {} : () -> ()
"t.nondict_props"() <1 : i32> : () -> ()
"t.array_props"() <[1, "x"]> {b} : () -> ()
"t.string_props"() <"str"> : () -> ()
%0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
%1 = "arith.constant"() {value = 4 : i32} : () -> i32
%2 = "arith.constant"() <{value = 5 : i64}> {extra = "x", another} : () -> i64
%3 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
%4 = "arith.addi"(%0, %1) : (i32, i32) -> i32
%5 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
%6 = "arith.select"(%5, %0, %1) {tag} : (i1, i32, i32) -> i32
"func.func"() <{function_type = () -> (), sym_name = "decl", sym_visibility = "private"}> ({}) {extra.attr = 1 : i32} : () -> ()
"func.func"() ({}) {function_type = (i32, f32) -> (i1, i8), sym_name = "decl2", sym_visibility = "nested", arg_attrs = [{t.a = 1}, {}], res_attrs = [{}, {t.b}], other = 1} : () -> ()
