//! A `ParamNativeOpTrait` whose parameter string is computed while the
//! block expands from a list (MLIR 22's `NVVMRequiresSMTraits.td`:
//! `class NVVMRequiresSMa<list<int> smVersions> : ParamNativeOpTrait<
//! "NVVMRequiresSMa", StrJoin<",", !foreach(vers, smVersions,
//! !cast<string>(vers))>.ret>`, used as `NVVMRequiresSMa<[100, 101]>`):
//! mlir-tblgen-22 names the C++ trait `NVVMRequiresSMa<100,101>::Impl`, a
//! variadic template. In `ods!` the parameters are the Rust type's generic
//! arguments, so a list of one to three versions is a struct with three
//! const parameters, the last two defaulted; each op gets the trait with
//! its own versions, which its verifier reports here.

use drr::Context;
use drr::text::parse_module;

/// `NVVMRequiresSMa<…>` in Rust: up to three versions (0: none).
pub struct RequiresSm<const A: u32, const B: u32 = 0, const C: u32 = 0>;

impl<const A: u32, const B: u32, const C: u32> drr::ods::NativeOpTrait for RequiresSm<A, B, C> {
    fn verify_trait(_: &Context, _: drr::OpId) -> Result<(), String> {
        let versions: Vec<String> = [A, B, C]
            .iter()
            .filter(|v| **v != 0)
            .map(|v| v.to_string())
            .collect();
        Err(format!("requires sm_{}", versions.join("a or sm_")))
    }
}

drr::ods! {
    def Sm_Dialect : Dialect { let name = "sm"; }
    class StrJoin<string sep, list<string> str_list> {
      string ret = !foldl("", str_list, a, b,
                   !if(!eq(a, ""), b, !if(!eq(b, ""), a, !strconcat(a, sep, b))));
    }
    class RequiresSmA<list<int> smVersions> :
      ParamNativeOpTrait<"crate::RequiresSm",
                          StrJoin<",", !foreach(vers, smVersions,
                                                !cast<string>(vers))>.ret>;
    def OneOp : Op<Sm_Dialect, "one", [RequiresSmA<[90]>]>;
    def TwoOp : Op<Sm_Dialect, "two", [RequiresSmA<[100, 101]>]>;
    def ThreeOp : Op<Sm_Dialect, "three", [RequiresSmA<[100, 101, 103]>]>;
}

fn verify(op: &str) -> String {
    let mut ctx = Context::new();
    SmDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &format!("\"sm.{op}\"() : () -> ()\n"), "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap_err()[0]
        .message
        .clone()
}

#[test]
fn each_op_has_the_trait_with_its_joined_versions() {
    assert_eq!(verify("one"), "'sm.one' op requires sm_90");
    assert_eq!(verify("two"), "'sm.two' op requires sm_100a or sm_101");
    assert_eq!(
        verify("three"),
        "'sm.three' op requires sm_100a or sm_101a or sm_103"
    );
}
