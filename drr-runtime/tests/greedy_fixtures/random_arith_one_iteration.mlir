// greedy: max-iterations=1
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "r0"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %v0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v1 = "arith.muli"(%arg0, %v0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v5 = "foo.op"(%v3, %v3) : (i32, i32) -> i32
    %v6 = "arith.muli"(%arg0, %v4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v8 = "arith.addi"(%v0, %v6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v11 = "arith.addi"(%v7, %v10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v12 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v13 = "arith.addi"(%v9, %v7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v14 = "test.op_commutative"(%v9, %v11, %v9, %v11) : (i32, i32, i32, i32) -> i32
    %v15 = "foo.op"(%v8, %v7) : (i32, i32) -> i32
    %v16 = "arith.addi"(%v6, %v15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v17 = "test.op_commutative"(%v6, %v14, %v6, %v14) : (i32, i32, i32, i32) -> i32
    %v18 = "arith.addi"(%v13, %v11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v19 = "test.op_commutative"(%v11, %v16, %v11, %v16) : (i32, i32, i32, i32) -> i32
    %v20 = "foo.op"(%v9, %v16) : (i32, i32) -> i32
    %v21 = "arith.addi"(%v14, %v11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v22 = "foo.op"(%v16, %v10) : (i32, i32) -> i32
    %v23 = "foo.op"(%v12, %v19) : (i32, i32) -> i32
    %v24 = "arith.muli"(%v17, %v17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v25 = "arith.muli"(%v22, %v20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v26 = "arith.muli"(%v21, %v15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v27 = "foo.op"(%v19, %v22) : (i32, i32) -> i32
    %v28 = "arith.muli"(%v17, %v16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v29 = "test.op_commutative"(%v21, %v27, %v21, %v27) : (i32, i32, i32, i32) -> i32
    %v30 = "arith.muli"(%v28, %v25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v31 = "arith.addi"(%v25, %v29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v32 = "arith.addi"(%v27, %v25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v33 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v34 = "arith.addi"(%v26, %v24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v35 = "test.op_commutative"(%v29, %v29, %v29, %v29) : (i32, i32, i32, i32) -> i32
    %v36 = "foo.op"(%v31, %v25) : (i32, i32) -> i32
    %v37 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v38 = "foo.op"(%v32, %v34) : (i32, i32) -> i32
    %v39 = "arith.addi"(%v33, %v32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v40 = "arith.muli"(%v34, %v31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v41 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v42 = "arith.muli"(%v30, %v37) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v43 = "foo.op"(%v33, %v35) : (i32, i32) -> i32
    %v44 = "arith.addi"(%v34, %v38) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v45 = "arith.muli"(%v42, %v42) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v46 = "arith.addi"(%v36, %v45) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v47 = "foo.op"(%v44, %v45) : (i32, i32) -> i32
    %v48 = "arith.muli"(%v36, %v43) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v49 = "foo.op"(%v47, %v45) : (i32, i32) -> i32
    %v50 = "arith.addi"(%v44, %v44) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v51 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v52 = "arith.addi"(%v43, %v47) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v53 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v54 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v55 = "foo.op"(%v52, %v43) : (i32, i32) -> i32
    %v56 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v57 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v58 = "arith.addi"(%v47, %v53) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v59 = "foo.op"(%v54, %v54) : (i32, i32) -> i32
    %v60 = "arith.addi"(%v49, %v50) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v61 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v62 = "arith.addi"(%v61, %v52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v63 = "arith.muli"(%v54, %v59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v64 = "arith.addi"(%v63, %v60) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v65 = "foo.op"(%v61, %v57) : (i32, i32) -> i32
    %v66 = "foo.op"(%v55, %v65) : (i32, i32) -> i32
    %v67 = "foo.op"(%v63, %v60) : (i32, i32) -> i32
    %v68 = "foo.op"(%v61, %v59) : (i32, i32) -> i32
    %v69 = "arith.muli"(%v65, %v62) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v70 = "arith.muli"(%v67, %v61) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v71 = "foo.op"(%v65, %v70) : (i32, i32) -> i32
    %v72 = "foo.op"(%v63, %v68) : (i32, i32) -> i32
    %v73 = "arith.addi"(%v72, %v61) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v74 = "foo.op"(%v66, %v69) : (i32, i32) -> i32
    %v75 = "arith.addi"(%v74, %v72) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v76 = "foo.op"(%v71, %v75) : (i32, i32) -> i32
    %v77 = "foo.op"(%v70, %v66) : (i32, i32) -> i32
    %v78 = "arith.addi"(%v69, %v73) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v79 = "arith.addi"(%v70, %v74) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v80 = "arith.muli"(%v77, %v68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v81 = "arith.addi"(%v79, %v74) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v82 = "test.op_commutative"(%v71, %v80, %v71, %v80) : (i32, i32, i32, i32) -> i32
    %v83 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v84 = "arith.addi"(%v74, %v78) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v85 = "test.op_commutative"(%v78, %v74, %v78, %v74) : (i32, i32, i32, i32) -> i32
    %v86 = "foo.op"(%v85, %v80) : (i32, i32) -> i32
    %v87 = "arith.addi"(%v86, %v76) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v88 = "test.op_commutative"(%v78, %v78, %v78, %v78) : (i32, i32, i32, i32) -> i32
    %v89 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v90 = "arith.muli"(%v87, %v85) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v91 = "arith.muli"(%v84, %v81) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v92 = "arith.muli"(%v82, %v80) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v93 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v94 = "arith.muli"(%v84, %v88) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v95 = "foo.op"(%v86, %v86) : (i32, i32) -> i32
    %v96 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v97 = "test.op_commutative"(%v90, %v89, %v90, %v89) : (i32, i32, i32, i32) -> i32
    %v98 = "arith.muli"(%v88, %v86) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v99 = "foo.op"(%v92, %v94) : (i32, i32) -> i32
    %v100 = "arith.muli"(%v96, %v94) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v101 = "foo.op"(%v97, %v91) : (i32, i32) -> i32
    %v102 = "arith.muli"(%v98, %v98) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v103 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v104 = "test.op_commutative"(%v94, %v94, %v94, %v94) : (i32, i32, i32, i32) -> i32
    %v105 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v106 = "arith.muli"(%v99, %v104) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v107 = "arith.muli"(%v103, %v102) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v108 = "test.op_commutative"(%v97, %v104, %v97, %v104) : (i32, i32, i32, i32) -> i32
    %v109 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v110 = "test.op_commutative"(%v106, %v105, %v106, %v105) : (i32, i32, i32, i32) -> i32
    %v111 = "arith.muli"(%v100, %v106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v112 = "arith.addi"(%v108, %v109) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v113 = "arith.muli"(%v112, %v105) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v114 = "arith.addi"(%v110, %v109) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v115 = "arith.muli"(%v106, %v114) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v116 = "arith.muli"(%v108, %v112) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v117 = "foo.op"(%v108, %v112) : (i32, i32) -> i32
    %v118 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v119 = "arith.addi"(%v117, %v110) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%v119) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "r1"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %v0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v1 = "test.op_commutative"(%arg0, %v0, %arg0, %v0) : (i32, i32, i32, i32) -> i32
    %v2 = "arith.muli"(%v0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v3 = "arith.addi"(%arg1, %v1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v4 = "arith.addi"(%arg0, %v1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v5 = "foo.op"(%arg1, %v3) : (i32, i32) -> i32
    %v6 = "foo.op"(%v0, %v4) : (i32, i32) -> i32
    %v7 = "foo.op"(%v4, %v3) : (i32, i32) -> i32
    %v8 = "arith.addi"(%v3, %v3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v10 = "arith.muli"(%v5, %v9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v11 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v12 = "arith.muli"(%v1, %v1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v13 = "foo.op"(%v4, %v2) : (i32, i32) -> i32
    %v14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v15 = "arith.addi"(%v5, %v9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v16 = "foo.op"(%v14, %v8) : (i32, i32) -> i32
    %v17 = "arith.addi"(%v13, %v13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v18 = "arith.muli"(%v17, %v11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v19 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v20 = "arith.addi"(%v9, %v12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v21 = "foo.op"(%v19, %v10) : (i32, i32) -> i32
    %v22 = "foo.op"(%v11, %v19) : (i32, i32) -> i32
    %v23 = "foo.op"(%v12, %v15) : (i32, i32) -> i32
    %v24 = "foo.op"(%v19, %v12) : (i32, i32) -> i32
    %v25 = "arith.addi"(%v21, %v19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v26 = "foo.op"(%v18, %v23) : (i32, i32) -> i32
    %v27 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v28 = "foo.op"(%v18, %v20) : (i32, i32) -> i32
    %v29 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v30 = "arith.muli"(%v21, %v22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v31 = "arith.addi"(%v29, %v21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v32 = "arith.addi"(%v20, %v24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v33 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v34 = "arith.muli"(%v25, %v29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v35 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v36 = "arith.muli"(%v30, %v32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v37 = "arith.addi"(%v28, %v28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v38 = "arith.addi"(%v37, %v37) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v39 = "arith.muli"(%v33, %v32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v40 = "foo.op"(%v30, %v28) : (i32, i32) -> i32
    %v41 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v42 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v43 = "foo.op"(%v41, %v35) : (i32, i32) -> i32
    %v44 = "arith.muli"(%v43, %v36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v45 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v46 = "arith.addi"(%v38, %v39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v47 = "foo.op"(%v43, %v40) : (i32, i32) -> i32
    %v48 = "arith.addi"(%v40, %v39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v49 = "arith.addi"(%v37, %v42) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v50 = "arith.addi"(%v45, %v42) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v51 = "arith.muli"(%v42, %v42) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v52 = "arith.muli"(%v40, %v41) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v53 = "arith.addi"(%v42, %v43) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v54 = "arith.addi"(%v42, %v48) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v55 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v56 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v57 = "test.op_commutative"(%v56, %v52, %v56, %v52) : (i32, i32, i32, i32) -> i32
    %v58 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v59 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v60 = "test.op_commutative"(%v56, %v50, %v56, %v50) : (i32, i32, i32, i32) -> i32
    %v61 = "foo.op"(%v57, %v58) : (i32, i32) -> i32
    %v62 = "foo.op"(%v50, %v60) : (i32, i32) -> i32
    %v63 = "arith.muli"(%v62, %v61) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v64 = "foo.op"(%v62, %v55) : (i32, i32) -> i32
    %v65 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v66 = "foo.op"(%v60, %v61) : (i32, i32) -> i32
    %v67 = "arith.muli"(%v65, %v55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v68 = "arith.muli"(%v66, %v59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v69 = "arith.addi"(%v57, %v64) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v70 = "test.op_commutative"(%v69, %v66, %v69, %v66) : (i32, i32, i32, i32) -> i32
    %v71 = "foo.op"(%v60, %v69) : (i32, i32) -> i32
    %v72 = "arith.muli"(%v71, %v71) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v73 = "arith.addi"(%v62, %v65) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v74 = "arith.addi"(%v65, %v65) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v75 = "test.op_commutative"(%v70, %v70, %v70, %v70) : (i32, i32, i32, i32) -> i32
    %v76 = "foo.op"(%v65, %v71) : (i32, i32) -> i32
    %v77 = "foo.op"(%v69, %v65) : (i32, i32) -> i32
    %v78 = "arith.muli"(%v76, %v69) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v79 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v80 = "arith.muli"(%v79, %v72) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v81 = "arith.muli"(%v71, %v69) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v82 = "arith.addi"(%v77, %v74) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v83 = "foo.op"(%v72, %v82) : (i32, i32) -> i32
    %v84 = "arith.addi"(%v79, %v76) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v85 = "test.op_commutative"(%v77, %v80, %v77, %v80) : (i32, i32, i32, i32) -> i32
    %v86 = "arith.addi"(%v75, %v82) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v87 = "arith.addi"(%v76, %v82) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v88 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v89 = "foo.op"(%v83, %v80) : (i32, i32) -> i32
    %v90 = "foo.op"(%v81, %v79) : (i32, i32) -> i32
    %v91 = "arith.muli"(%v81, %v90) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v92 = "arith.muli"(%v85, %v82) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v93 = "arith.muli"(%v91, %v89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v94 = "arith.addi"(%v83, %v93) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v95 = "arith.addi"(%v90, %v90) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v96 = "arith.addi"(%v86, %v84) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v97 = "foo.op"(%v95, %v92) : (i32, i32) -> i32
    %v98 = "arith.addi"(%v97, %v88) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v99 = "arith.addi"(%v93, %v92) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v100 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v101 = "test.op_commutative"(%v95, %v90, %v95, %v90) : (i32, i32, i32, i32) -> i32
    %v102 = "foo.op"(%v93, %v101) : (i32, i32) -> i32
    %v103 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v104 = "arith.addi"(%v98, %v98) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v105 = "foo.op"(%v102, %v94) : (i32, i32) -> i32
    %v106 = "arith.addi"(%v100, %v98) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v107 = "foo.op"(%v99, %v96) : (i32, i32) -> i32
    %v108 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v109 = "arith.addi"(%v101, %v103) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v110 = "arith.muli"(%v101, %v103) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v111 = "test.op_commutative"(%v105, %v99, %v105, %v99) : (i32, i32, i32, i32) -> i32
    %v112 = "foo.op"(%v110, %v106) : (i32, i32) -> i32
    %v113 = "foo.op"(%v109, %v109) : (i32, i32) -> i32
    %v114 = "arith.addi"(%v103, %v102) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v115 = "foo.op"(%v109, %v110) : (i32, i32) -> i32
    %v116 = "arith.muli"(%v106, %v114) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v117 = "foo.op"(%v112, %v105) : (i32, i32) -> i32
    %v118 = "foo.op"(%v114, %v108) : (i32, i32) -> i32
    %v119 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%v119) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "r2"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %v0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v1 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v2 = "arith.muli"(%v1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v4 = "arith.muli"(%v1, %v2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v5 = "arith.addi"(%v0, %v4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v6 = "arith.addi"(%v0, %v1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v7 = "arith.addi"(%v0, %v3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v8 = "arith.muli"(%v3, %v1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v9 = "arith.addi"(%v7, %v1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v10 = "foo.op"(%v9, %v4) : (i32, i32) -> i32
    %v11 = "arith.addi"(%v10, %v7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v12 = "arith.addi"(%v4, %v5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v13 = "test.op_commutative"(%v8, %v5, %v8, %v5) : (i32, i32, i32, i32) -> i32
    %v14 = "arith.muli"(%v7, %v4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v15 = "arith.muli"(%v11, %v13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v16 = "test.op_commutative"(%v7, %v5, %v7, %v5) : (i32, i32, i32, i32) -> i32
    %v17 = "arith.addi"(%v8, %v11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v18 = "arith.addi"(%v13, %v12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v19 = "foo.op"(%v7, %v9) : (i32, i32) -> i32
    %v20 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v21 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v22 = "foo.op"(%v13, %v11) : (i32, i32) -> i32
    %v23 = "arith.addi"(%v13, %v19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v24 = "foo.op"(%v13, %v23) : (i32, i32) -> i32
    %v25 = "test.op_commutative"(%v20, %v14, %v20, %v14) : (i32, i32, i32, i32) -> i32
    %v26 = "arith.muli"(%v14, %v14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v27 = "test.op_commutative"(%v18, %v24, %v18, %v24) : (i32, i32, i32, i32) -> i32
    %v28 = "foo.op"(%v26, %v27) : (i32, i32) -> i32
    %v29 = "arith.addi"(%v19, %v27) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v30 = "arith.addi"(%v28, %v24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v31 = "arith.muli"(%v20, %v20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v32 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v33 = "arith.addi"(%v24, %v30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v34 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v35 = "arith.addi"(%v28, %v33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v36 = "foo.op"(%v27, %v31) : (i32, i32) -> i32
    %v37 = "arith.muli"(%v33, %v28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v38 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v39 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v40 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v41 = "foo.op"(%v32, %v36) : (i32, i32) -> i32
    %v42 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v43 = "arith.addi"(%v37, %v34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v44 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v45 = "arith.addi"(%v36, %v37) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v46 = "test.op_commutative"(%v37, %v37, %v37, %v37) : (i32, i32, i32, i32) -> i32
    %v47 = "arith.addi"(%v39, %v39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v48 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v49 = "foo.op"(%v44, %v43) : (i32, i32) -> i32
    %v50 = "foo.op"(%v38, %v47) : (i32, i32) -> i32
    %v51 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v52 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v53 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v54 = "arith.addi"(%v53, %v47) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v55 = "test.op_commutative"(%v44, %v45, %v44, %v45) : (i32, i32, i32, i32) -> i32
    %v56 = "arith.addi"(%v46, %v54) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v57 = "foo.op"(%v56, %v52) : (i32, i32) -> i32
    %v58 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v59 = "foo.op"(%v52, %v54) : (i32, i32) -> i32
    %v60 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v61 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v62 = "arith.addi"(%v54, %v56) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v63 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v64 = "arith.addi"(%v59, %v55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v65 = "arith.addi"(%v64, %v60) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v66 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v67 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v68 = "foo.op"(%v56, %v60) : (i32, i32) -> i32
    %v69 = "arith.addi"(%v58, %v66) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v70 = "arith.addi"(%v62, %v63) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v71 = "foo.op"(%v68, %v59) : (i32, i32) -> i32
    %v72 = "arith.addi"(%v71, %v71) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v73 = "arith.addi"(%v65, %v65) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v74 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v75 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v76 = "test.op_commutative"(%v71, %v70, %v71, %v70) : (i32, i32, i32, i32) -> i32
    %v77 = "test.op_commutative"(%v71, %v72, %v71, %v72) : (i32, i32, i32, i32) -> i32
    %v78 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v79 = "foo.op"(%v78, %v71) : (i32, i32) -> i32
    %v80 = "foo.op"(%v70, %v77) : (i32, i32) -> i32
    %v81 = "arith.addi"(%v74, %v76) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v82 = "arith.addi"(%v79, %v71) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v83 = "arith.muli"(%v77, %v73) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v84 = "arith.addi"(%v73, %v82) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v85 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v86 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v87 = "arith.addi"(%v76, %v78) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v88 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v89 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v90 = "arith.muli"(%v88, %v81) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v91 = "test.op_commutative"(%v89, %v80, %v89, %v80) : (i32, i32, i32, i32) -> i32
    %v92 = "test.op_commutative"(%v84, %v84, %v84, %v84) : (i32, i32, i32, i32) -> i32
    %v93 = "arith.addi"(%v85, %v86) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v94 = "arith.addi"(%v86, %v85) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v95 = "arith.addi"(%v85, %v86) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v96 = "arith.addi"(%v88, %v93) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v97 = "arith.addi"(%v86, %v91) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v98 = "arith.addi"(%v89, %v94) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v99 = "arith.muli"(%v97, %v88) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v100 = "arith.muli"(%v88, %v89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v101 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v102 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v103 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v104 = "foo.op"(%v97, %v100) : (i32, i32) -> i32
    %v105 = "foo.op"(%v100, %v102) : (i32, i32) -> i32
    %v106 = "arith.addi"(%v104, %v94) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v107 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v108 = "arith.addi"(%v101, %v101) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v109 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v110 = "arith.muli"(%v108, %v101) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v111 = "foo.op"(%v104, %v105) : (i32, i32) -> i32
    %v112 = "arith.muli"(%v102, %v109) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v113 = "arith.addi"(%v104, %v101) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v114 = "test.op_commutative"(%v110, %v109, %v110, %v109) : (i32, i32, i32, i32) -> i32
    %v115 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v116 = "arith.muli"(%v105, %v114) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v117 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v118 = "foo.op"(%v116, %v110) : (i32, i32) -> i32
    %v119 = "arith.addi"(%v107, %v111) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%v119) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "r3"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %v0 = "test.op_commutative"(%arg1, %arg1, %arg1, %arg1) : (i32, i32, i32, i32) -> i32
    %v1 = "arith.addi"(%arg1, %v0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v2 = "arith.addi"(%v1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v3 = "foo.op"(%v1, %arg1) : (i32, i32) -> i32
    %v4 = "arith.addi"(%arg0, %v1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v5 = "arith.muli"(%v0, %v1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v6 = "test.op_commutative"(%v0, %arg0, %v0, %arg0) : (i32, i32, i32, i32) -> i32
    %v7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v8 = "arith.muli"(%v3, %v6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v10 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v11 = "arith.addi"(%v2, %v3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v12 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v13 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v14 = "foo.op"(%v11, %v13) : (i32, i32) -> i32
    %v15 = "foo.op"(%v5, %v13) : (i32, i32) -> i32
    %v16 = "test.op_commutative"(%v7, %v13, %v7, %v13) : (i32, i32, i32, i32) -> i32
    %v17 = "arith.addi"(%v8, %v12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v18 = "arith.addi"(%v9, %v6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v19 = "arith.addi"(%v15, %v9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v20 = "arith.addi"(%v9, %v10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v21 = "arith.addi"(%v20, %v12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v22 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v23 = "arith.muli"(%v16, %v12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v24 = "arith.addi"(%v19, %v20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v25 = "foo.op"(%v17, %v23) : (i32, i32) -> i32
    %v26 = "arith.addi"(%v23, %v17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v27 = "arith.addi"(%v25, %v20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v28 = "arith.addi"(%v23, %v18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v29 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v30 = "arith.addi"(%v27, %v25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v31 = "foo.op"(%v26, %v25) : (i32, i32) -> i32
    %v32 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v33 = "arith.addi"(%v28, %v29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v34 = "arith.muli"(%v22, %v22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v35 = "arith.muli"(%v24, %v34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v36 = "arith.addi"(%v35, %v32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v37 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v38 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v39 = "arith.addi"(%v34, %v31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v40 = "foo.op"(%v30, %v38) : (i32, i32) -> i32
    %v41 = "test.op_commutative"(%v32, %v30, %v32, %v30) : (i32, i32, i32, i32) -> i32
    %v42 = "foo.op"(%v39, %v34) : (i32, i32) -> i32
    %v43 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v44 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v45 = "arith.muli"(%v42, %v41) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v46 = "arith.addi"(%v39, %v34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v47 = "arith.addi"(%v41, %v37) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v48 = "arith.muli"(%v40, %v46) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v49 = "arith.addi"(%v43, %v39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v50 = "test.op_commutative"(%v42, %v39, %v42, %v39) : (i32, i32, i32, i32) -> i32
    %v51 = "test.op_commutative"(%v39, %v49, %v39, %v49) : (i32, i32, i32, i32) -> i32
    %v52 = "foo.op"(%v47, %v48) : (i32, i32) -> i32
    %v53 = "arith.muli"(%v52, %v42) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v54 = "arith.addi"(%v50, %v52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v55 = "foo.op"(%v54, %v48) : (i32, i32) -> i32
    %v56 = "arith.addi"(%v49, %v53) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v57 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v58 = "arith.addi"(%v55, %v57) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v59 = "foo.op"(%v51, %v55) : (i32, i32) -> i32
    %v60 = "arith.addi"(%v58, %v57) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v61 = "foo.op"(%v54, %v60) : (i32, i32) -> i32
    %v62 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v63 = "arith.addi"(%v61, %v57) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v64 = "arith.addi"(%v57, %v52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v65 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v66 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v67 = "arith.addi"(%v63, %v60) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v68 = "arith.muli"(%v62, %v65) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v69 = "arith.addi"(%v59, %v60) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v70 = "arith.addi"(%v65, %v60) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v71 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v72 = "arith.addi"(%v61, %v70) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v73 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v74 = "foo.op"(%v62, %v62) : (i32, i32) -> i32
    %v75 = "arith.muli"(%v71, %v68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v76 = "arith.muli"(%v73, %v71) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v77 = "arith.muli"(%v73, %v76) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v78 = "arith.addi"(%v68, %v66) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v79 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v80 = "arith.addi"(%v70, %v68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v81 = "foo.op"(%v70, %v69) : (i32, i32) -> i32
    %v82 = "arith.muli"(%v80, %v73) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v83 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %v84 = "foo.op"(%v74, %v80) : (i32, i32) -> i32
    %v85 = "arith.addi"(%v77, %v83) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v86 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v87 = "arith.addi"(%v81, %v86) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v88 = "foo.op"(%v77, %v87) : (i32, i32) -> i32
    %v89 = "arith.muli"(%v79, %v80) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v90 = "foo.op"(%v82, %v81) : (i32, i32) -> i32
    %v91 = "arith.muli"(%v80, %v84) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v92 = "foo.op"(%v91, %v84) : (i32, i32) -> i32
    %v93 = "test.op_commutative"(%v85, %v91, %v85, %v91) : (i32, i32, i32, i32) -> i32
    %v94 = "arith.muli"(%v88, %v92) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v95 = "test.op_commutative"(%v91, %v87, %v91, %v87) : (i32, i32, i32, i32) -> i32
    %v96 = "arith.addi"(%v87, %v85) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v97 = "foo.op"(%v85, %v87) : (i32, i32) -> i32
    %v98 = "arith.addi"(%v89, %v97) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v99 = "arith.addi"(%v89, %v98) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v100 = "foo.op"(%v91, %v94) : (i32, i32) -> i32
    %v101 = "arith.addi"(%v92, %v95) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v102 = "foo.op"(%v100, %v101) : (i32, i32) -> i32
    %v103 = "foo.op"(%v99, %v98) : (i32, i32) -> i32
    %v104 = "arith.addi"(%v100, %v103) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v105 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v106 = "arith.muli"(%v98, %v97) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v107 = "arith.addi"(%v104, %v96) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v108 = "arith.muli"(%v98, %v98) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v109 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v110 = "arith.addi"(%v100, %v109) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v111 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v112 = "arith.muli"(%v111, %v100) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v113 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v114 = "foo.op"(%v110, %v112) : (i32, i32) -> i32
    %v115 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v116 = "arith.addi"(%v107, %v105) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v117 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v118 = "arith.addi"(%v108, %v107) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v119 = "test.op_commutative"(%v117, %v110, %v117, %v110) : (i32, i32, i32, i32) -> i32
    "func.return"(%v119) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
