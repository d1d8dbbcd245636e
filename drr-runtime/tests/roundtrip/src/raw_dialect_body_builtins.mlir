// Builtin attributes and distinct ids in the kept text of `dlti` and `llvm`
// attributes, which mlir-opt parses and re-prints: `dense<…>` in hex or
// unusual spacing comes out as mlir-opt prints it; `distinct[N]` ids are
// numbered in print order (through aliases too); an unknown dialect's body
// is printed as written.
#d = distinct[7]<42 : i32>
#v = dense<"0x0100000002000000"> : vector<2xi32>
"builtin.module"() ({
  "test.op"() {a = #dlti.dl_entry<"k", dense<"0xFFFF"> : vector<2xi8>>, b = #dlti.dl_entry<"f", dense<"0x0000803F00000040"> : tensor<2xf32>>} : () -> ()
  "test.op"() {a = #dlti.dl_entry<"v", #v>, b = #foo.bar<dense<"0x0100000001000000"> : vector<2xi32>>} : () -> ()
  "test.op"() {a = #llvm.di_subprogram<recId = distinct[3]<>, id = distinct[9]<>, compileUnit = <id = distinct[8]<>, sourceLanguage = DW_LANG_C, file = <"x.c" in "/w">, isOptimized = false, emissionKind = Full>, name = "f">} : () -> ()
  "test.op"() {b = distinct[0]<1 : i32>, a = #llvm.alias_scope_domain<id = #d>, c = #llvm.alias_scope_domain<id = distinct[0]<1 : i32>>, d = #foo.bar<id = distinct[8]<>>} : () -> ()
}) {dlti.dl_spec = #dlti.dl_spec<"foo" = dense<"0x4000000080000000"> : vector<2xi32>, "bar" = dense<[1,2]> : vector<2xi64>, "baz" = dense<"0x0100000001000000"> : vector<2xi32>>} : () -> ()
