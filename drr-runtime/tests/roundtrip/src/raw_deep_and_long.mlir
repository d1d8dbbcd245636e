// Deep and long inputs within the parser's limits (see roundtrip_limits.rs):
// alias chains, nested arrays, dictionaries, types, locations and regions,
// many comment and blank lines, many ops on one line, a dense literal of a
// type of rank 300 read from hex (printed as 300 nested lists).
#a0 = 1
#a1 = [#a0]
#a2 = [#a1]
#a3 = [#a2]
#a4 = [#a3]
#a5 = [#a4]
#a6 = [#a5]
#a7 = [#a6]
#a8 = [#a7]
#a9 = [#a8]
#a10 = [#a9]
#a11 = [#a10]
#a12 = [#a11]
#a13 = [#a12]
#a14 = [#a13]
#a15 = [#a14]
#a16 = [#a15]
#a17 = [#a16]
#a18 = [#a17]
#a19 = [#a18]
#a20 = [#a19]
#a21 = [#a20]
#a22 = [#a21]
#a23 = [#a22]
#a24 = [#a23]
#a25 = [#a24]
#a26 = [#a25]
#a27 = [#a26]
#a28 = [#a27]
#a29 = [#a28]
#a30 = [#a29]
#a31 = [#a30]
#a32 = [#a31]
#a33 = [#a32]
#a34 = [#a33]
#a35 = [#a34]
#a36 = [#a35]
#a37 = [#a36]
#a38 = [#a37]
#a39 = [#a38]
#a40 = [#a39]
#a41 = [#a40]
#a42 = [#a41]
#a43 = [#a42]
#a44 = [#a43]
#a45 = [#a44]
#a46 = [#a45]
#a47 = [#a46]
#a48 = [#a47]
#a49 = [#a48]
#a50 = [#a49]
#a51 = [#a50]
#a52 = [#a51]
#a53 = [#a52]
#a54 = [#a53]
#a55 = [#a54]
#a56 = [#a55]
#a57 = [#a56]
#a58 = [#a57]
#a59 = [#a58]
#a60 = [#a59]
#a61 = [#a60]
#a62 = [#a61]
#a63 = [#a62]
#a64 = [#a63]
#a65 = [#a64]
#a66 = [#a65]
#a67 = [#a66]
#a68 = [#a67]
#a69 = [#a68]
#a70 = [#a69]
#a71 = [#a70]
#a72 = [#a71]
#a73 = [#a72]
#a74 = [#a73]
#a75 = [#a74]
#a76 = [#a75]
#a77 = [#a76]
#a78 = [#a77]
#a79 = [#a78]
!t0 = i32
!t1 = tuple<!t0>
!t2 = tuple<!t1>
!t3 = tuple<!t2>
!t4 = tuple<!t3>
!t5 = tuple<!t4>
!t6 = tuple<!t5>
!t7 = tuple<!t6>
!t8 = tuple<!t7>
!t9 = tuple<!t8>
!t10 = tuple<!t9>
!t11 = tuple<!t10>
!t12 = tuple<!t11>
!t13 = tuple<!t12>
!t14 = tuple<!t13>
!t15 = tuple<!t14>
!t16 = tuple<!t15>
!t17 = tuple<!t16>
!t18 = tuple<!t17>
!t19 = tuple<!t18>
!t20 = tuple<!t19>
!t21 = tuple<!t20>
!t22 = tuple<!t21>
!t23 = tuple<!t22>
!t24 = tuple<!t23>
!t25 = tuple<!t24>
!t26 = tuple<!t25>
!t27 = tuple<!t26>
!t28 = tuple<!t27>
!t29 = tuple<!t28>
!t30 = tuple<!t29>
!t31 = tuple<!t30>
!t32 = tuple<!t31>
!t33 = tuple<!t32>
!t34 = tuple<!t33>
!t35 = tuple<!t34>
!t36 = tuple<!t35>
!t37 = tuple<!t36>
!t38 = tuple<!t37>
!t39 = tuple<!t38>
!t40 = tuple<!t39>
!t41 = tuple<!t40>
!t42 = tuple<!t41>
!t43 = tuple<!t42>
!t44 = tuple<!t43>
!t45 = tuple<!t44>
!t46 = tuple<!t45>
!t47 = tuple<!t46>
!t48 = tuple<!t47>
!t49 = tuple<!t48>
!t50 = tuple<!t49>
!t51 = tuple<!t50>
!t52 = tuple<!t51>
!t53 = tuple<!t52>
!t54 = tuple<!t53>
!t55 = tuple<!t54>
!t56 = tuple<!t55>
!t57 = tuple<!t56>
!t58 = tuple<!t57>
!t59 = tuple<!t58>
!t60 = tuple<!t59>
!t61 = tuple<!t60>
!t62 = tuple<!t61>
!t63 = tuple<!t62>
!t64 = tuple<!t63>
!t65 = tuple<!t64>
!t66 = tuple<!t65>
!t67 = tuple<!t66>
!t68 = tuple<!t67>
!t69 = tuple<!t68>
!t70 = tuple<!t69>
!t71 = tuple<!t70>
!t72 = tuple<!t71>
!t73 = tuple<!t72>
!t74 = tuple<!t73>
!t75 = tuple<!t74>
!t76 = tuple<!t75>
!t77 = tuple<!t76>
!t78 = tuple<!t77>
!t79 = tuple<!t78>

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment

// comment
// comment
"builtin.module"() ({
  "t.aliases"() {a = #a79, b = !t79} : () -> !t79
  "t.arrays"() {a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]], d = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = {b = unit}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}} : () -> ()
  "t.types"() : () -> tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<i32>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>
  "t.locs"() : () -> () loc(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite("a" at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b") at "b"))
  "t.names"() : () -> () loc("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("n"("x":1:2)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
  "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.r"() ({ "t.x"() : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> () }) : () -> ()
  %0 = "t.line"() {v = 0 : i32} : () -> i32 %1 = "t.line"() {v = 1 : i32} : () -> i32 %2 = "t.line"() {v = 2 : i32} : () -> i32 %3 = "t.line"() {v = 3 : i32} : () -> i32 %4 = "t.line"() {v = 4 : i32} : () -> i32 %5 = "t.line"() {v = 5 : i32} : () -> i32 %6 = "t.line"() {v = 6 : i32} : () -> i32 %7 = "t.line"() {v = 7 : i32} : () -> i32 %8 = "t.line"() {v = 8 : i32} : () -> i32 %9 = "t.line"() {v = 9 : i32} : () -> i32 %10 = "t.line"() {v = 10 : i32} : () -> i32 %11 = "t.line"() {v = 11 : i32} : () -> i32 %12 = "t.line"() {v = 12 : i32} : () -> i32 %13 = "t.line"() {v = 13 : i32} : () -> i32 %14 = "t.line"() {v = 14 : i32} : () -> i32 %15 = "t.line"() {v = 15 : i32} : () -> i32 %16 = "t.line"() {v = 16 : i32} : () -> i32 %17 = "t.line"() {v = 17 : i32} : () -> i32 %18 = "t.line"() {v = 18 : i32} : () -> i32 %19 = "t.line"() {v = 19 : i32} : () -> i32 %20 = "t.line"() {v = 20 : i32} : () -> i32 %21 = "t.line"() {v = 21 : i32} : () -> i32 %22 = "t.line"() {v = 22 : i32} : () -> i32 %23 = "t.line"() {v = 23 : i32} : () -> i32 %24 = "t.line"() {v = 24 : i32} : () -> i32 %25 = "t.line"() {v = 25 : i32} : () -> i32 %26 = "t.line"() {v = 26 : i32} : () -> i32 %27 = "t.line"() {v = 27 : i32} : () -> i32 %28 = "t.line"() {v = 28 : i32} : () -> i32 %29 = "t.line"() {v = 29 : i32} : () -> i32 %30 = "t.line"() {v = 30 : i32} : () -> i32 %31 = "t.line"() {v = 31 : i32} : () -> i32 %32 = "t.line"() {v = 32 : i32} : () -> i32 %33 = "t.line"() {v = 33 : i32} : () -> i32 %34 = "t.line"() {v = 34 : i32} : () -> i32 %35 = "t.line"() {v = 35 : i32} : () -> i32 %36 = "t.line"() {v = 36 : i32} : () -> i32 %37 = "t.line"() {v = 37 : i32} : () -> i32 %38 = "t.line"() {v = 38 : i32} : () -> i32 %39 = "t.line"() {v = 39 : i32} : () -> i32 %40 = "t.line"() {v = 40 : i32} : () -> i32 %41 = "t.line"() {v = 41 : i32} : () -> i32 %42 = "t.line"() {v = 42 : i32} : () -> i32 %43 = "t.line"() {v = 43 : i32} : () -> i32 %44 = "t.line"() {v = 44 : i32} : () -> i32 %45 = "t.line"() {v = 45 : i32} : () -> i32 %46 = "t.line"() {v = 46 : i32} : () -> i32 %47 = "t.line"() {v = 47 : i32} : () -> i32 %48 = "t.line"() {v = 48 : i32} : () -> i32 %49 = "t.line"() {v = 49 : i32} : () -> i32 %50 = "t.line"() {v = 50 : i32} : () -> i32 %51 = "t.line"() {v = 51 : i32} : () -> i32 %52 = "t.line"() {v = 52 : i32} : () -> i32 %53 = "t.line"() {v = 53 : i32} : () -> i32 %54 = "t.line"() {v = 54 : i32} : () -> i32 %55 = "t.line"() {v = 55 : i32} : () -> i32 %56 = "t.line"() {v = 56 : i32} : () -> i32 %57 = "t.line"() {v = 57 : i32} : () -> i32 %58 = "t.line"() {v = 58 : i32} : () -> i32 %59 = "t.line"() {v = 59 : i32} : () -> i32 %60 = "t.line"() {v = 60 : i32} : () -> i32 %61 = "t.line"() {v = 61 : i32} : () -> i32 %62 = "t.line"() {v = 62 : i32} : () -> i32 %63 = "t.line"() {v = 63 : i32} : () -> i32 %64 = "t.line"() {v = 64 : i32} : () -> i32 %65 = "t.line"() {v = 65 : i32} : () -> i32 %66 = "t.line"() {v = 66 : i32} : () -> i32 %67 = "t.line"() {v = 67 : i32} : () -> i32 %68 = "t.line"() {v = 68 : i32} : () -> i32 %69 = "t.line"() {v = 69 : i32} : () -> i32 %70 = "t.line"() {v = 70 : i32} : () -> i32 %71 = "t.line"() {v = 71 : i32} : () -> i32 %72 = "t.line"() {v = 72 : i32} : () -> i32 %73 = "t.line"() {v = 73 : i32} : () -> i32 %74 = "t.line"() {v = 74 : i32} : () -> i32 %75 = "t.line"() {v = 75 : i32} : () -> i32 %76 = "t.line"() {v = 76 : i32} : () -> i32 %77 = "t.line"() {v = 77 : i32} : () -> i32 %78 = "t.line"() {v = 78 : i32} : () -> i32 %79 = "t.line"() {v = 79 : i32} : () -> i32 %80 = "t.line"() {v = 80 : i32} : () -> i32 %81 = "t.line"() {v = 81 : i32} : () -> i32 %82 = "t.line"() {v = 82 : i32} : () -> i32 %83 = "t.line"() {v = 83 : i32} : () -> i32 %84 = "t.line"() {v = 84 : i32} : () -> i32 %85 = "t.line"() {v = 85 : i32} : () -> i32 %86 = "t.line"() {v = 86 : i32} : () -> i32 %87 = "t.line"() {v = 87 : i32} : () -> i32 %88 = "t.line"() {v = 88 : i32} : () -> i32 %89 = "t.line"() {v = 89 : i32} : () -> i32 %90 = "t.line"() {v = 90 : i32} : () -> i32 %91 = "t.line"() {v = 91 : i32} : () -> i32 %92 = "t.line"() {v = 92 : i32} : () -> i32 %93 = "t.line"() {v = 93 : i32} : () -> i32 %94 = "t.line"() {v = 94 : i32} : () -> i32 %95 = "t.line"() {v = 95 : i32} : () -> i32 %96 = "t.line"() {v = 96 : i32} : () -> i32 %97 = "t.line"() {v = 97 : i32} : () -> i32 %98 = "t.line"() {v = 98 : i32} : () -> i32 %99 = "t.line"() {v = 99 : i32} : () -> i32 %100 = "t.line"() {v = 100 : i32} : () -> i32 %101 = "t.line"() {v = 101 : i32} : () -> i32 %102 = "t.line"() {v = 102 : i32} : () -> i32 %103 = "t.line"() {v = 103 : i32} : () -> i32 %104 = "t.line"() {v = 104 : i32} : () -> i32 %105 = "t.line"() {v = 105 : i32} : () -> i32 %106 = "t.line"() {v = 106 : i32} : () -> i32 %107 = "t.line"() {v = 107 : i32} : () -> i32 %108 = "t.line"() {v = 108 : i32} : () -> i32 %109 = "t.line"() {v = 109 : i32} : () -> i32 %110 = "t.line"() {v = 110 : i32} : () -> i32 %111 = "t.line"() {v = 111 : i32} : () -> i32 %112 = "t.line"() {v = 112 : i32} : () -> i32 %113 = "t.line"() {v = 113 : i32} : () -> i32 %114 = "t.line"() {v = 114 : i32} : () -> i32 %115 = "t.line"() {v = 115 : i32} : () -> i32 %116 = "t.line"() {v = 116 : i32} : () -> i32 %117 = "t.line"() {v = 117 : i32} : () -> i32 %118 = "t.line"() {v = 118 : i32} : () -> i32 %119 = "t.line"() {v = 119 : i32} : () -> i32 %120 = "t.line"() {v = 120 : i32} : () -> i32 %121 = "t.line"() {v = 121 : i32} : () -> i32 %122 = "t.line"() {v = 122 : i32} : () -> i32 %123 = "t.line"() {v = 123 : i32} : () -> i32 %124 = "t.line"() {v = 124 : i32} : () -> i32 %125 = "t.line"() {v = 125 : i32} : () -> i32 %126 = "t.line"() {v = 126 : i32} : () -> i32 %127 = "t.line"() {v = 127 : i32} : () -> i32 %128 = "t.line"() {v = 128 : i32} : () -> i32 %129 = "t.line"() {v = 129 : i32} : () -> i32 %130 = "t.line"() {v = 130 : i32} : () -> i32 %131 = "t.line"() {v = 131 : i32} : () -> i32 %132 = "t.line"() {v = 132 : i32} : () -> i32 %133 = "t.line"() {v = 133 : i32} : () -> i32 %134 = "t.line"() {v = 134 : i32} : () -> i32 %135 = "t.line"() {v = 135 : i32} : () -> i32 %136 = "t.line"() {v = 136 : i32} : () -> i32 %137 = "t.line"() {v = 137 : i32} : () -> i32 %138 = "t.line"() {v = 138 : i32} : () -> i32 %139 = "t.line"() {v = 139 : i32} : () -> i32 %140 = "t.line"() {v = 140 : i32} : () -> i32 %141 = "t.line"() {v = 141 : i32} : () -> i32 %142 = "t.line"() {v = 142 : i32} : () -> i32 %143 = "t.line"() {v = 143 : i32} : () -> i32 %144 = "t.line"() {v = 144 : i32} : () -> i32 %145 = "t.line"() {v = 145 : i32} : () -> i32 %146 = "t.line"() {v = 146 : i32} : () -> i32 %147 = "t.line"() {v = 147 : i32} : () -> i32 %148 = "t.line"() {v = 148 : i32} : () -> i32 %149 = "t.line"() {v = 149 : i32} : () -> i32 %150 = "t.line"() {v = 150 : i32} : () -> i32 %151 = "t.line"() {v = 151 : i32} : () -> i32 %152 = "t.line"() {v = 152 : i32} : () -> i32 %153 = "t.line"() {v = 153 : i32} : () -> i32 %154 = "t.line"() {v = 154 : i32} : () -> i32 %155 = "t.line"() {v = 155 : i32} : () -> i32 %156 = "t.line"() {v = 156 : i32} : () -> i32 %157 = "t.line"() {v = 157 : i32} : () -> i32 %158 = "t.line"() {v = 158 : i32} : () -> i32 %159 = "t.line"() {v = 159 : i32} : () -> i32 %160 = "t.line"() {v = 160 : i32} : () -> i32 %161 = "t.line"() {v = 161 : i32} : () -> i32 %162 = "t.line"() {v = 162 : i32} : () -> i32 %163 = "t.line"() {v = 163 : i32} : () -> i32 %164 = "t.line"() {v = 164 : i32} : () -> i32 %165 = "t.line"() {v = 165 : i32} : () -> i32 %166 = "t.line"() {v = 166 : i32} : () -> i32 %167 = "t.line"() {v = 167 : i32} : () -> i32 %168 = "t.line"() {v = 168 : i32} : () -> i32 %169 = "t.line"() {v = 169 : i32} : () -> i32 %170 = "t.line"() {v = 170 : i32} : () -> i32 %171 = "t.line"() {v = 171 : i32} : () -> i32 %172 = "t.line"() {v = 172 : i32} : () -> i32 %173 = "t.line"() {v = 173 : i32} : () -> i32 %174 = "t.line"() {v = 174 : i32} : () -> i32 %175 = "t.line"() {v = 175 : i32} : () -> i32 %176 = "t.line"() {v = 176 : i32} : () -> i32 %177 = "t.line"() {v = 177 : i32} : () -> i32 %178 = "t.line"() {v = 178 : i32} : () -> i32 %179 = "t.line"() {v = 179 : i32} : () -> i32 %180 = "t.line"() {v = 180 : i32} : () -> i32 %181 = "t.line"() {v = 181 : i32} : () -> i32 %182 = "t.line"() {v = 182 : i32} : () -> i32 %183 = "t.line"() {v = 183 : i32} : () -> i32 %184 = "t.line"() {v = 184 : i32} : () -> i32 %185 = "t.line"() {v = 185 : i32} : () -> i32 %186 = "t.line"() {v = 186 : i32} : () -> i32 %187 = "t.line"() {v = 187 : i32} : () -> i32 %188 = "t.line"() {v = 188 : i32} : () -> i32 %189 = "t.line"() {v = 189 : i32} : () -> i32 %190 = "t.line"() {v = 190 : i32} : () -> i32 %191 = "t.line"() {v = 191 : i32} : () -> i32 %192 = "t.line"() {v = 192 : i32} : () -> i32 %193 = "t.line"() {v = 193 : i32} : () -> i32 %194 = "t.line"() {v = 194 : i32} : () -> i32 %195 = "t.line"() {v = 195 : i32} : () -> i32 %196 = "t.line"() {v = 196 : i32} : () -> i32 %197 = "t.line"() {v = 197 : i32} : () -> i32 %198 = "t.line"() {v = 198 : i32} : () -> i32 %199 = "t.line"() {v = 199 : i32} : () -> i32 %200 = "t.line"() {v = 200 : i32} : () -> i32 %201 = "t.line"() {v = 201 : i32} : () -> i32 %202 = "t.line"() {v = 202 : i32} : () -> i32 %203 = "t.line"() {v = 203 : i32} : () -> i32 %204 = "t.line"() {v = 204 : i32} : () -> i32 %205 = "t.line"() {v = 205 : i32} : () -> i32 %206 = "t.line"() {v = 206 : i32} : () -> i32 %207 = "t.line"() {v = 207 : i32} : () -> i32 %208 = "t.line"() {v = 208 : i32} : () -> i32 %209 = "t.line"() {v = 209 : i32} : () -> i32 %210 = "t.line"() {v = 210 : i32} : () -> i32 %211 = "t.line"() {v = 211 : i32} : () -> i32 %212 = "t.line"() {v = 212 : i32} : () -> i32 %213 = "t.line"() {v = 213 : i32} : () -> i32 %214 = "t.line"() {v = 214 : i32} : () -> i32 %215 = "t.line"() {v = 215 : i32} : () -> i32 %216 = "t.line"() {v = 216 : i32} : () -> i32 %217 = "t.line"() {v = 217 : i32} : () -> i32 %218 = "t.line"() {v = 218 : i32} : () -> i32 %219 = "t.line"() {v = 219 : i32} : () -> i32 %220 = "t.line"() {v = 220 : i32} : () -> i32 %221 = "t.line"() {v = 221 : i32} : () -> i32 %222 = "t.line"() {v = 222 : i32} : () -> i32 %223 = "t.line"() {v = 223 : i32} : () -> i32 %224 = "t.line"() {v = 224 : i32} : () -> i32 %225 = "t.line"() {v = 225 : i32} : () -> i32 %226 = "t.line"() {v = 226 : i32} : () -> i32 %227 = "t.line"() {v = 227 : i32} : () -> i32 %228 = "t.line"() {v = 228 : i32} : () -> i32 %229 = "t.line"() {v = 229 : i32} : () -> i32 %230 = "t.line"() {v = 230 : i32} : () -> i32 %231 = "t.line"() {v = 231 : i32} : () -> i32 %232 = "t.line"() {v = 232 : i32} : () -> i32 %233 = "t.line"() {v = 233 : i32} : () -> i32 %234 = "t.line"() {v = 234 : i32} : () -> i32 %235 = "t.line"() {v = 235 : i32} : () -> i32 %236 = "t.line"() {v = 236 : i32} : () -> i32 %237 = "t.line"() {v = 237 : i32} : () -> i32 %238 = "t.line"() {v = 238 : i32} : () -> i32 %239 = "t.line"() {v = 239 : i32} : () -> i32 %240 = "t.line"() {v = 240 : i32} : () -> i32 %241 = "t.line"() {v = 241 : i32} : () -> i32 %242 = "t.line"() {v = 242 : i32} : () -> i32 %243 = "t.line"() {v = 243 : i32} : () -> i32 %244 = "t.line"() {v = 244 : i32} : () -> i32 %245 = "t.line"() {v = 245 : i32} : () -> i32 %246 = "t.line"() {v = 246 : i32} : () -> i32 %247 = "t.line"() {v = 247 : i32} : () -> i32 %248 = "t.line"() {v = 248 : i32} : () -> i32 %249 = "t.line"() {v = 249 : i32} : () -> i32 %250 = "t.line"() {v = 250 : i32} : () -> i32 %251 = "t.line"() {v = 251 : i32} : () -> i32 %252 = "t.line"() {v = 252 : i32} : () -> i32 %253 = "t.line"() {v = 253 : i32} : () -> i32 %254 = "t.line"() {v = 254 : i32} : () -> i32 %255 = "t.line"() {v = 255 : i32} : () -> i32 %256 = "t.line"() {v = 256 : i32} : () -> i32 %257 = "t.line"() {v = 257 : i32} : () -> i32 %258 = "t.line"() {v = 258 : i32} : () -> i32 %259 = "t.line"() {v = 259 : i32} : () -> i32 %260 = "t.line"() {v = 260 : i32} : () -> i32 %261 = "t.line"() {v = 261 : i32} : () -> i32 %262 = "t.line"() {v = 262 : i32} : () -> i32 %263 = "t.line"() {v = 263 : i32} : () -> i32 %264 = "t.line"() {v = 264 : i32} : () -> i32 %265 = "t.line"() {v = 265 : i32} : () -> i32 %266 = "t.line"() {v = 266 : i32} : () -> i32 %267 = "t.line"() {v = 267 : i32} : () -> i32 %268 = "t.line"() {v = 268 : i32} : () -> i32 %269 = "t.line"() {v = 269 : i32} : () -> i32 %270 = "t.line"() {v = 270 : i32} : () -> i32 %271 = "t.line"() {v = 271 : i32} : () -> i32 %272 = "t.line"() {v = 272 : i32} : () -> i32 %273 = "t.line"() {v = 273 : i32} : () -> i32 %274 = "t.line"() {v = 274 : i32} : () -> i32 %275 = "t.line"() {v = 275 : i32} : () -> i32 %276 = "t.line"() {v = 276 : i32} : () -> i32 %277 = "t.line"() {v = 277 : i32} : () -> i32 %278 = "t.line"() {v = 278 : i32} : () -> i32 %279 = "t.line"() {v = 279 : i32} : () -> i32 %280 = "t.line"() {v = 280 : i32} : () -> i32 %281 = "t.line"() {v = 281 : i32} : () -> i32 %282 = "t.line"() {v = 282 : i32} : () -> i32 %283 = "t.line"() {v = 283 : i32} : () -> i32 %284 = "t.line"() {v = 284 : i32} : () -> i32 %285 = "t.line"() {v = 285 : i32} : () -> i32 %286 = "t.line"() {v = 286 : i32} : () -> i32 %287 = "t.line"() {v = 287 : i32} : () -> i32 %288 = "t.line"() {v = 288 : i32} : () -> i32 %289 = "t.line"() {v = 289 : i32} : () -> i32 %290 = "t.line"() {v = 290 : i32} : () -> i32 %291 = "t.line"() {v = 291 : i32} : () -> i32 %292 = "t.line"() {v = 292 : i32} : () -> i32 %293 = "t.line"() {v = 293 : i32} : () -> i32 %294 = "t.line"() {v = 294 : i32} : () -> i32 %295 = "t.line"() {v = 295 : i32} : () -> i32 %296 = "t.line"() {v = 296 : i32} : () -> i32 %297 = "t.line"() {v = 297 : i32} : () -> i32 %298 = "t.line"() {v = 298 : i32} : () -> i32 %299 = "t.line"() {v = 299 : i32} : () -> i32
  "t.dense"() {a = dense<"0x0100000002000000"> : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x2xi32>} : () -> ()
}) : () -> ()
