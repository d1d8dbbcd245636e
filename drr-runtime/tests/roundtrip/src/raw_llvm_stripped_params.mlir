// LLVM dialect attributes nested in LLVM dialect attributes, written in full
// (`#llvm.name<…>`, often through an alias): mlir-opt re-prints a parameter
// declared with a concrete attribute class stripped (`file = <"x.c" in "/w">`),
// one declared with a base class or interface in full (`scope = #llvm.di_file<…>`).
#file = #llvm.di_file<"x.c" in "/w">
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#fnty = #llvm.di_subroutine_type<types = #int, #int>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = Definition, type = #fnty>
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 2, column = 3>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 3, type = #int, isDefined = true>
#expr = #llvm.di_expression<[DW_OP_deref]>
#root = #llvm.tbaa_root<id = "root">
#char = #llvm.tbaa_type_desc<id = "char", members = {<#root, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {#llvm.tbaa_member<#char, 0>, <#char, 1>}>
#domain = #llvm.alias_scope_domain<id = distinct[2]<>>
#group = #llvm.access_group<id = distinct[3]<>>
#followup = #llvm.loop_annotation<disableNonforced = true>
#unroll = #llvm.loop_unroll<disable = false, followupAll = #followup>
#uj = #llvm.loop_unroll_and_jam<followupOuter = #followup, followupRemainderInner = #followup>
#dist = #llvm.loop_distribute<disable = true, followupCoincident = #followup, followupFallback = #followup>
"builtin.module"() ({
  "test.op"() {cu = #cu, sp = #sp, var = #llvm.di_local_variable<scope = #block, name = "x", file = #file, line = 2, type = #int>} : () -> ()
  "test.op"() {gve = #llvm.di_global_variable_expression<var = #gv, expr = #expr>, block = #llvm.di_common_block<scope = #sp, decl = #gv, name = "c", file = #file, line = 4>} : () -> ()
  "test.op"() {inline = #llvm.di_lexical_block_file<scope = #llvm.di_file<"y.c" in "/w">, file = #llvm.di_file<"y.c" in "/w">, discriminator = 0>} : () -> ()
  "test.op"() {tag = #llvm.tbaa_tag<base_type = #pair, access_type = #char, offset = 1>, scope = #llvm.alias_scope<id = distinct[4]<>, domain = #domain>} : () -> ()
  "test.op"() {loop = #llvm.loop_annotation<vectorize = #llvm.loop_vectorize<followupEpilogue = #followup>, unroll = #unroll, licm = #llvm.loop_licm<disable = true>, parallelAccesses = #group, #llvm.access_group<id = distinct[5]<>>>} : () -> ()
  "test.op"() {stripped = #llvm.loop_annotation<unroll = <followupAll = <licm = #llvm.loop_licm<versioningDisable = true>>>, licm = <disable = true>>} : () -> ()
  "test.op"() {loop = #llvm.loop_annotation<unrollAndJam = #uj, distribute = #dist, pipeline = #llvm.loop_pipeline<disable = false>, peeled = #llvm.loop_peeled<count = 2 : i32>, unswitch = #llvm.loop_unswitch<partialDisable = true>>} : () -> ()
  "test.op"() {str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "s", stringLengthExp = #expr, encoding = DW_ATE_signed>, arr = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", file = #file, baseType = #int, dataLocation = #expr, elements = #llvm.di_subrange<count = 4 : i64>>} : () -> ()
  "test.op"() {mod = #llvm.di_module<file = #file, scope = #cu, name = "m">, label = #llvm.di_label<scope = #sp, name = "l", file = #file, line = 3>, use = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #sp, entity = #file, file = #file, line = 1>} : () -> ()
}) : () -> ()
