// Dense integer / bool elements: splat, non-splat, nested shapes, signedness, vectors.
"t.splat"() {a = dense<1> : tensor<4xi32>, b = dense<-1> : tensor<2x3xi8>, c = dense<0> : tensor<i64>, d = dense<7> : vector<4xindex>, e = dense<[1, 1, 1]> : tensor<3xi32>, f = dense<1> : tensor<2x0xi32>} : () -> ()
"t.list"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, c = dense<[[[1]], [[2]]]> : tensor<2x1x1xi3>, d = dense<[1, 2]> : tensor<2xindex>, e = dense<[[1, 2, 3]]> : vector<1x3xi16>} : () -> ()
"t.signedness"() {a = dense<[-1, 255]> : tensor<2xi8>, b = dense<[0, 255]> : tensor<2xui8>, c = dense<[-128, 127]> : tensor<2xsi8>, d = dense<[18446744073709551615, 0]> : tensor<2xui64>, e = dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>} : () -> ()
"t.wide"() {a = dense<[170141183460469231731687303715884105727, -1]> : tensor<2xi128>, b = dense<[65535, 131071, 3]> : tensor<3xi17>} : () -> ()
"t.bool"() {a = dense<true> : tensor<3xi1>, b = dense<false> : tensor<i1>, c = dense<[true, false, true]> : tensor<3xi1>, d = dense<[[true], [false]]> : vector<2x1xi1>, e = dense<[1, 0]> : tensor<2xi1>} : () -> ()
"t.hex_input"() {a = dense<"0x0100000002000000"> : tensor<2xi32>, b = dense<"0x01000000"> : tensor<4xi32>, c = dense<"0xFF"> : tensor<2x2xi8>} : () -> ()
"t.empty"() {a = dense<> : tensor<0xi32>, b = dense<[]> : tensor<0xi64>, c = dense<[[]]> : tensor<1x0xi32>, d = dense<> : tensor<0x3xi1>} : () -> ()
"t.props"() <{v = dense<[1, 2]> : tensor<2xi32>}> : () -> ()
