// Dense float and complex elements.
"t.splat"() {a = dense<1.5> : tensor<2x2xf32>, b = dense<0.1> : tensor<3xf64>, c = dense<0x7FC00000> : tensor<2xf32>, d = dense<-0.0> : vector<4xf16>, e = dense<[2.0, 2.0]> : tensor<2xbf16>} : () -> ()
"t.list"() {a = dense<[1.0, 0.1, -0.0]> : tensor<3xf64>, b = dense<[[1.0], [2.0]]> : vector<2x1xf16>, c = dense<[0x7FC00000, 1.0]> : tensor<2xf32>, d = dense<[123456789.0, 1.0000001]> : tensor<2xf64>, e = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xbf16>} : () -> ()
"t.complex"() {a = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>, b = dense<(1, 2)> : tensor<2xcomplex<i32>>, c = dense<(0.1, -0.0)> : tensor<complex<f64>>, d = dense<[[(1, -1)], [(2, -2)]]> : tensor<2x1xcomplex<i8>>, e = dense<[(1.0, 1.0), (1.0, 1.0)]> : tensor<2xcomplex<f16>>} : () -> ()
"t.exotic"() {a = dense<[0.1, 0.5]> : tensor<2xf8E4M3FN>, b = dense<1.0> : tensor<3xf80>, c = dense<[0.1, 2.0]> : tensor<2xf128>} : () -> ()
"t.empty"() {a = dense<> : tensor<0xf32>, b = dense<[]> : tensor<0xcomplex<f32>>} : () -> ()
