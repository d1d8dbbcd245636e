//! A `TypeDef` record as the element of a library constraint class whose
//! predicate is read (`TensorOf<[GLWECipherTextType]>.predicate`, as
//! zama-ai/concrete's `TFHEOps.td` combines it with `HasStaticShapePred`):
//! the element is the constraint type the record generates, as it is in an
//! op's arguments. Out-of-tree dialect, so the inputs are hand-written; the
//! messages have ODS's form (`result #0 must be <summary>, but got '<type>'`).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Tx_Dialect : Dialect {
      let name = "tx";
    }
    // `VectorElementTypeInterface`: a vector of ciphers is a type (MLIR's
    // `VectorType::isValidElementType`).
    def Tx_CipherType : TypeDef<Tx_Dialect, "Cipher", [VectorElementTypeInterface]> {
      let mnemonic = "cipher";
      let parameters = (ins "unsigned":$width);
    }
    def Tx_ZerosOp : Op<Tx_Dialect, "zeros"> {
      let results = (outs Type<And<[TensorOf<[Tx_CipherType]>.predicate, HasStaticShapePred]>,
                               "statically shaped tensor of ciphers">:$tensor);
    }
    def Tx_AnyCipherOp : Op<Tx_Dialect, "any_cipher"> {
      let results = (outs Type<Or<[Tx_CipherType.predicate, VectorOf<[Tx_CipherType]>.predicate]>,
                               "cipher or vector of ciphers">:$out);
    }
}

/// The first verifier message of `ops` in a function body, or the module
/// printed back (checked to round-trip).
fn verify(ops: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    TxDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = () -> (), sym_name = \"f\"}}> ({{\n{ops}    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").expect("parses");
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    let out = print_op(&ctx, m, PrintOptions::default());
    assert_eq!(out, src, "round trip");
    Ok(out)
}

#[test]
fn typedef_element_of_a_library_class_predicate() {
    assert!(verify("    %0 = \"tx.zeros\"() : () -> tensor<2x!tx.cipher<3>>\n").is_ok());
    assert_eq!(
        verify("    %0 = \"tx.zeros\"() : () -> tensor<?x!tx.cipher<3>>\n"),
        Err("'tx.zeros' op result #0 must be statically shaped tensor of ciphers, but got 'tensor<?x!tx.cipher<3>>'".into())
    );
    assert_eq!(
        verify("    %0 = \"tx.zeros\"() : () -> tensor<2xi32>\n"),
        Err("'tx.zeros' op result #0 must be statically shaped tensor of ciphers, but got 'tensor<2xi32>'".into())
    );
    assert!(verify("    %0 = \"tx.any_cipher\"() : () -> !tx.cipher<1>\n").is_ok());
    assert!(verify("    %0 = \"tx.any_cipher\"() : () -> vector<4x!tx.cipher<1>>\n").is_ok());
    assert_eq!(
        verify("    %0 = \"tx.any_cipher\"() : () -> vector<4xi1>\n"),
        Err("'tx.any_cipher' op result #0 must be cipher or vector of ciphers, but got 'vector<4xi1>'".into())
    );
}
