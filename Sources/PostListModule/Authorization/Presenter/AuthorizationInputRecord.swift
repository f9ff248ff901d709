/// Authorization's input as the navigation log shows it (nothing to
/// configure: `{}`), and what stands for it when PostDetail is tested alone.
final class AuthorizationInputRecord: ModuleInputRecord<any AuthorizationModuleInput>, AuthorizationModuleInput {}
