export {
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFormIntent,
  type ProfileGender,
  ProfileScreen,
  type ProfileScreenProps,
} from "./profile-screen.tsx";
